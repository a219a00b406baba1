import winkNLP, { type ItemEntity, type ItemSentence, type ItemToken, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * wink-nlp with its English lite model (MIT, no network): sentence splitting, universal POS tags,
 * lemmas, entities and a lexicon-based sentiment score. Loaded once, lazily (about 100 ms).
 */
export interface NlpToken {
  /** The token as written. */
  value: string;
  /** Lower-cased value. */
  lower: string;
  /** Universal POS tag (NOUN, VERB, PROPN, ADJ, AUX, PRON, NUM, PUNCT...). */
  pos: string;
  lemma: string;
  /** wink token type: word, number, punctuation, symbol, time, ordinal, email, url... */
  type: string;
  stopWord: boolean;
}

export interface NlpEntity {
  value: string;
  type: string;
}

export interface NlpSentence {
  text: string;
  tokens: NlpToken[];
}

export interface NlpDoc {
  text: string;
  tokens: NlpToken[];
  sentences: NlpSentence[];
  entities: NlpEntity[];
  /** -1 (negative) .. 1 (positive). */
  sentiment: number;
}

let nlp: WinkMethods | undefined;

function engine(): WinkMethods {
  nlp ??= winkNLP(model);
  return nlp;
}

export function analyze(text: string): NlpDoc {
  const w = engine();
  const its = w.its;
  // The published types declare lemma's accessor with a parameter list `out` does not accept.
  const lemma = its.lemma as unknown as Parameters<ItemToken['out']>[0];
  const doc = w.readDoc(text);
  const sentences: NlpSentence[] = [];
  const all: NlpToken[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const tokens: NlpToken[] = [];
    sentence.tokens().each((t: ItemToken) => {
      const value = String(t.out());
      const token: NlpToken = {
        value,
        lower: value.toLowerCase(),
        pos: String(t.out(its.pos)),
        lemma: String(t.out(lemma)).toLowerCase(),
        type: String(t.out(its.type)),
        stopWord: Boolean(t.out(its.stopWordFlag)),
      };
      tokens.push(token);
      all.push(token);
    });
    sentences.push({ text: String(sentence.out()), tokens });
  });
  const entities: NlpEntity[] = [];
  doc.entities().each((e: ItemEntity) => {
    const detail = e.out(its.detail) as unknown as { value: string; type: string };
    entities.push({ value: detail.value, type: detail.type });
  });
  return { text, tokens: all, sentences, entities, sentiment: Number(doc.out(its.sentiment)) || 0 };
}

/** wink's lexicon sentiment of a text (negation aware): -1 (negative) .. 1 (positive). */
export function lexiconSentiment(text: string): number {
  const w = engine();
  return Number(w.readDoc(text).out(w.its.sentiment)) || 0;
}

/** The sentences of a text as wink splits them, each with its [start, end) offsets in the text. */
export function sentenceSpans(text: string): Array<{ text: string; start: number; end: number }> {
  const w = engine();
  const spans: Array<{ text: string; start: number; end: number }> = [];
  let cursor = 0;
  w.readDoc(text)
    .sentences()
    .each((sentence: ItemSentence) => {
      const value = String(sentence.out());
      const start = text.indexOf(value, cursor);
      if (start < 0) return;
      spans.push({ text: value, start, end: start + value.length });
      cursor = start + value.length;
    });
  return spans.length > 0 ? spans : [{ text, start: 0, end: text.length }];
}
