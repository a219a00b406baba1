import { LIST_TITLE_MAX_LENGTH } from '@hivemind/contracts';

/**
 * An item made directly from a thought in a list the member chose (no AI): the title is the
 * content's first sentence (or line), cut at a word within 255 characters; the content is the
 * thought's text.
 */
export function directItem(content: string): { title: string; content: string } {
  const text = content.trim();
  const first = (text.split(/\n/)[0] ?? text).split(/(?<=[.!?])\s+/)[0] ?? text;
  let title = first.replace(/[.!]+$/, '').trim();
  if (title.length > LIST_TITLE_MAX_LENGTH) {
    const cut = title.slice(0, LIST_TITLE_MAX_LENGTH - 1);
    title = `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
  }
  return { title: title || text.slice(0, LIST_TITLE_MAX_LENGTH), content: text };
}
