/**
 * Tokenizing for the local embeddings: lower-cased word tokens split the way the GloVe-style
 * vocabulary of the word vectors expects (no punctuation, possessive 's dropped), and an English
 * stop-word list (function words carry no topic and would pull every sentence toward the same
 * average).
 */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.normalize('NFKC').toLowerCase().matchAll(WORD)) {
    const token = match[0].replace(/['’]s$/u, '').replace(/’/gu, "'");
    if (token) tokens.push(token);
  }
  return tokens;
}

export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all am an and any are aren't as at be because been before being below " +
    "between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during " +
    "each few for from further had hadn't has hasn't have haven't having he he'd he'll her here hers herself " +
    "him himself his how i i'd i'll i'm i've if in into is isn't it it's its itself just let's me more most " +
    "mustn't my myself no nor not of off on once only or other ought our ours ourselves out over own same " +
    "shan't she she'd she'll should shouldn't so some such than that that's the their theirs them themselves " +
    "then there there's these they they'd they'll they're they've this those through to too under until up " +
    "very was wasn't we we'd we'll we're we've were weren't what what's when where which while who whom why " +
    "will with won't would wouldn't you you'd you'll you're you've your yours yourself yourselves " +
    'also get got need needs really thing things may might must shall'
  ).split(' '),
);

export function isStopWord(token: string): boolean {
  return STOP_WORDS.has(token);
}
