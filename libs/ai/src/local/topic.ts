import type { NlpDoc, NlpToken } from '../nlp/nlp.js';
import type { WordVectorTable } from './word-vectors.js';

/**
 * The topic of a thought: its most telling noun phrase, found from wink-nlp's POS tags as runs of
 * (ADJ|NOUN|PROPN|NUM)* ending in a noun. Phrases are ranked by how rare their nouns are (a word's
 * frequency rank in the word-vector vocabulary stands in for IDF), with a bonus for proper names
 * and compound nouns: "remote work" beats "time", "Product Hunt" beats "today".
 */
const MAX_TOPIC_WORDS = 4;
const MAX_TOPIC_LENGTH = 60;
/** Nouns too vague to name a topic, and time words: they break a phrase instead of joining it. */
const VAGUE = new Set(
  (
    'thing things time times way day days lot lots bit kind sort people person someone something everyone ' +
    'everything one ones reason week weeks today tomorrow yesterday tonight morning mornings afternoon ' +
    'afternoons evening evenings night nights weekend weekends year years month months while moment ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july ' +
    'august september october november december spring summer autumn fall winter'
  ).split(' '),
);

interface Phrase {
  tokens: NlpToken[];
  score: number;
}

function rarity(token: NlpToken, table: WordVectorTable | undefined): number {
  const rank = table?.rankOf(token.lower) ?? table?.rankOf(token.lemma);
  // Unknown words (names, jargon) are as telling as the rarest known ones.
  if (rank === undefined) return table ? 1 : 0.6;
  return Math.min(1, Math.log10(rank + 10) / 5);
}

function phrases(doc: NlpDoc): NlpToken[][] {
  const out: NlpToken[][] = [];
  for (const sentence of doc.sentences) {
    let run: NlpToken[] = [];
    const flush = () => {
      while (run.length > 0 && !['NOUN', 'PROPN'].includes(run[run.length - 1]?.pos ?? '')) run.pop();
      while (run.length > 0 && (run[0]?.pos === 'NUM' || run[0]?.stopWord)) run.shift();
      if (run.length > 0) out.push(run);
      run = [];
    };
    for (const token of sentence.tokens) {
      const joins =
        ['ADJ', 'NOUN', 'PROPN', 'NUM'].includes(token.pos) &&
        token.type !== 'punctuation' &&
        token.lower.length > 2 &&
        !/['’]/.test(token.value) &&
        !VAGUE.has(token.lower);
      if (joins) run.push(token);
      else flush();
    }
    flush();
  }
  return out;
}

export function extractTopic(doc: NlpDoc, table: WordVectorTable | undefined): string {
  const candidates: Phrase[] = phrases(doc).map((tokens) => {
    const trimmed = tokens.slice(-MAX_TOPIC_WORDS);
    const nouns = trimmed.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
    const meaningful = nouns.filter((t) => !VAGUE.has(t.lower));
    let score = meaningful.reduce((sum, t) => sum + rarity(t, table), 0);
    if (nouns.some((t) => t.pos === 'PROPN')) score += 0.3;
    if (meaningful.length === 0) score -= 1;
    return { tokens: trimmed, score };
  });
  candidates.sort((a, b) => b.score - a.score);
  const best = candidates[0];
  if (best && best.score > 0) return render(best.tokens);
  // No noun phrase (e.g. "Stay hungry, stay foolish"): the first content words stand in.
  const content = doc.tokens.filter((t) => t.type === 'word' && !t.stopWord).slice(0, 3);
  return content.length > 0 ? render(content) : 'general';
}

function render(tokens: NlpToken[]): string {
  const text = tokens
    .map((t) => (t.pos === 'PROPN' || /^[A-Z0-9]{2,}$/.test(t.value) ? t.value : t.lower))
    .join(' ')
    .replace(/\s+(['’]s)\b/g, '$1');
  return text.length > MAX_TOPIC_LENGTH ? text.slice(0, MAX_TOPIC_LENGTH).replace(/\s+\S*$/, '') : text;
}
