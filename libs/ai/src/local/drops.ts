import { analyze, type NlpSentence } from '../nlp/nlp.js';
import type { DropsInput } from '../provider.js';

/** Sentences shorter (in words) than this are headings, captions or crumbs, not content. */
const MIN_WORDS = 6;
/** Longer "sentences" are lists or tables run together. */
const MAX_CHARS = 600;
/** A drop: its seed sentence and up to this many of the sentences that follow it. */
const DROP_SENTENCES = 3;
const DROP_MAX_CHARS = 700;

const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'NUM']);

/**
 * The local provider's drops: the text's most informative sentences, each opening a drop with the
 * sentences that follow it (a few sentences, self-contained as the page wrote them), in the page's
 * order. A sentence is informative when its content words (nouns, names, verbs, adjectives,
 * numbers) are the ones the page talks about most (their frequency over the whole text, by lemma),
 * averaged so that length alone does not win. Deterministic.
 */
export function localDrops({ text, min, max }: DropsInput): string[] {
  const sentences = analyze(text.replace(/\s+/g, ' ').trim()).sentences.filter(usable);
  if (sentences.length === 0) return [];
  const frequency = new Map<string, number>();
  for (const s of sentences) for (const w of contentWords(s)) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const score = sentences.map((s) => {
    const words = contentWords(s);
    if (words.length === 0) return 0;
    const sum = words.reduce((acc, w) => acc + Math.log1p(frequency.get(w) ?? 0), 0);
    return sum / Math.sqrt(words.length);
  });
  const wanted = Math.max(min, Math.min(max, Math.round(sentences.length / DROP_SENTENCES)));
  const order = score.map((s, i) => ({ s, i })).sort((a, b) => b.s - a.s || a.i - b.i);
  const taken = new Array<boolean>(sentences.length).fill(false);
  const seeds: number[] = [];
  for (const { i } of order) {
    if (seeds.length >= wanted) break;
    if (taken[i]) continue;
    seeds.push(i);
    for (let j = i; j < Math.min(i + DROP_SENTENCES, sentences.length) && !taken[j]; j += 1) taken[j] = true;
  }
  return seeds
    .sort((a, b) => a - b)
    .map((seed) => {
      let drop = sentences[seed]!.text.trim();
      for (let j = seed + 1; j < Math.min(seed + DROP_SENTENCES, sentences.length); j += 1) {
        const next = sentences[j]!.text.trim();
        if (drop.length + next.length + 1 > DROP_MAX_CHARS) break;
        if (seeds.includes(j)) break;
        drop = `${drop} ${next}`;
      }
      return drop;
    });
}

function usable(s: NlpSentence): boolean {
  const words = s.tokens.filter((t) => t.type === 'word');
  return words.length >= MIN_WORDS && s.text.length <= MAX_CHARS;
}

function contentWords(s: NlpSentence): string[] {
  return s.tokens.filter((t) => !t.stopWord && t.type === 'word' && CONTENT_POS.has(t.pos)).map((t) => t.lemma);
}
