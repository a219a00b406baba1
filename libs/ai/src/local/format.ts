/**
 * Rule-based formatting of a captured thought: tidy whitespace, space after punctuation (never
 * before), capitalised sentences and "I", common missing apostrophes, end punctuation (a question
 * mark for questions), and run-on sentences split at a conjunction. Markdown list lines keep their
 * markers. The words themselves are never changed beyond that, so formatting is safe to apply to
 * anything a member types.
 */
const CONTRACTIONS: Record<string, string> = {
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  werent: "weren't",
  couldnt: "couldn't",
  shouldnt: "shouldn't",
  wouldnt: "wouldn't",
  havent: "haven't",
  hasnt: "hasn't",
  im: "I'm",
  ive: "I've",
  ill: "I'll",
  id: "I'd",
  thats: "that's",
  theres: "there's",
  whats: "what's",
  lets: "let's",
};
/** Only these are ambiguous with real words ("ill", "id", "lets", "wont"); fix them only in a clear frame. */
const AMBIGUOUS = new Set(['ill', 'id', 'lets', 'wont', 'im']);

const QUESTION_START =
  /^(who|what|when|where|why|how|which|whose|is|are|am|was|were|do|does|did|can|could|should|would|will|shall|may|might|have|has|had|isn't|aren't|don't|doesn't|didn't|can't|won't|shouldn't|wouldn't)\b/i;
const LIST_LINE = /^\s*([-*•]|\d+[.)])\s+/;
/** A sentence this long, joined only by conjunctions, reads as a run-on. */
const RUN_ON_WORDS = 25;

export function formatText(input: string): string {
  const lines = input
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim());
  // Collapse runs of blank lines to one paragraph break.
  const out: string[] = [];
  for (const line of lines) {
    if (line === '' && (out.length === 0 || out[out.length - 1] === '')) continue;
    out.push(line === '' ? '' : formatLine(line));
  }
  while (out[out.length - 1] === '') out.pop();
  return out.join('\n');
}

function formatLine(line: string): string {
  const marker = LIST_LINE.exec(line);
  if (marker) {
    const bullet = /\d/.test(marker[1] ?? '') ? (marker[1] ?? '1.') : '-';
    return `${bullet} ${formatSentences(line.slice(marker[0].length), false)}`;
  }
  return formatSentences(line, true);
}

function formatSentences(text: string, endPunctuation: boolean): string {
  const t = text
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?=[^\s\d/])/g, '$1 ')
    // "end.Next" gets its space; "e.g.", "3.5" and "example.com" have no capital after the dot.
    .replace(/([a-z][.!?])(?=[A-Z])/g, '$1 ')
    .replace(/\b([a-z]+)\b/gi, (word: string, _w: string, offset: number, whole: string) =>
      fixWord(word, whole, offset),
    )
    .replace(/\bi\b/g, 'I')
    .replace(
      /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|august|september|october|november|december)\b/g,
      (d) => d.charAt(0).toUpperCase() + d.slice(1),
    );
  const sentences = t
    .split(/(?<=[.!?]["”')\]]*)\s+/)
    .flatMap(splitRunOn)
    .map((s) => s.trim())
    .filter(Boolean)
    .map(capitalise);
  let result = sentences.join(' ');
  if (endPunctuation && result && !/[.!?…:"”')\]]$/.test(result)) {
    const last = sentences[sentences.length - 1] ?? '';
    result += QUESTION_START.test(last) ? '?' : '.';
  }
  return result;
}

function fixWord(word: string, whole: string, offset: number): string {
  const lower = word.toLowerCase();
  const fixed = CONTRACTIONS[lower];
  if (!fixed) return word;
  if (AMBIGUOUS.has(lower)) {
    // "im going", "ill be", "id like": only when a verb-ish word follows.
    const next = /^\s+(\w+)/.exec(whole.slice(offset + word.length))?.[1]?.toLowerCase() ?? '';
    if (
      !/^(be|have|go|going|like|love|need|get|do|call|see|try|make|not|just|never|always|really|probably|so)$/.test(
        next,
      )
    )
      return word;
  }
  return word[0] === word[0]?.toUpperCase() ? fixed[0]?.toUpperCase() + fixed.slice(1) : fixed;
}

function capitalise(sentence: string): string {
  const i = sentence.search(/\p{L}/u);
  if (i < 0) return sentence;
  // Leave URLs, handles and code-like tokens (camelCase, lower-case brand names after a quote) alone.
  if (/^(https?:|www\.|@|#)/.test(sentence.slice(i))) return sentence;
  return sentence.slice(0, i) + (sentence[i] ?? '').toUpperCase() + sentence.slice(i + 1);
}

/** Splits a long sentence at ", and" / " and then" / " but" / " so" into shorter sentences. */
function splitRunOn(sentence: string): string[] {
  if (sentence.trim().split(/\s+/).length < RUN_ON_WORDS) return [sentence];
  const joints = [...sentence.matchAll(/,?\s+(and then|and so|and|but|so)\s+(?=\w)/gi)];
  if (joints.length === 0) return [sentence];
  // Split at the joint nearest the middle, then again in each half if still too long.
  const middle = sentence.length / 2;
  const joint = joints.reduce((a, b) =>
    Math.abs((b.index ?? 0) - middle) < Math.abs((a.index ?? 0) - middle) ? b : a,
  );
  const at = joint.index ?? 0;
  if (at === 0) return [sentence];
  const head = `${sentence.slice(0, at).trim().replace(/,$/, '')}.`;
  const conj = (joint[1] ?? '').toLowerCase();
  const lead =
    conj === 'but' ? 'but ' : conj === 'so' || conj === 'and so' ? 'so ' : conj === 'and then' ? 'then ' : '';
  return [...splitRunOn(head), ...splitRunOn(`${lead}${sentence.slice(at + joint[0].length)}`)];
}
