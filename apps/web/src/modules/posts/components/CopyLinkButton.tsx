// Copy link (spec 2 §2, §4): puts the post's shareable /post/{id} address on the clipboard and says
// 'Link copied' for 2 s. The post card names the button only once copied; the post portal always.
import { useCopy } from '../../../lib/use-copy.js';
import { IconButton } from '../../../ui/IconButton.js';
import { postPath } from '../display.js';
import { postMessages as m } from '../messages.js';
import { PostIcon } from './PostIcons.js';

export const COPY_CONFIRM_MS = 2000;

export function CopyLinkButton({
  postId,
  noteAlways = false,
}: {
  readonly postId: string;
  readonly noteAlways?: boolean;
}) {
  const { copiedKey, copy } = useCopy(COPY_CONFIRM_MS);
  const copied = copiedKey === postId;
  const label = copied ? m.linkCopied : m.copyLink;
  return (
    <IconButton
      label={label}
      done={copied}
      showLabel={copied || noteAlways}
      data-testid="copy-link"
      onClick={(event) => {
        // In a card, the press must not also open the post.
        event.stopPropagation();
        copy(postId, new URL(postPath(postId), window.location.origin).toString());
      }}
    >
      <PostIcon name={copied ? 'check' : 'link'} size={17} />
    </IconButton>
  );
}
