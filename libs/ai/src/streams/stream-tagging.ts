import { findStreamMentions, type Sentiment, type StreamMatchInput, type StreamTag } from '@hivemind/contracts';
import { lexiconSentiment, sentenceSpans } from '../nlp/nlp.js';

/**
 * Stream tags of a post with the post's sentiment toward each stream (issue 7), shared by every AI
 * provider so a post gets the same tags whichever provider runs: the mentions follow the tagging
 * rules of @hivemind/contracts (findStreamMentions, also used by the web app to highlight them), the
 * sentiment is wink-nlp's lexicon sentiment (negation aware) of the passages that mention the stream.
 *
 * A passage is a clause of a sentence that mentions the stream: sentences are cut at contrast
 * markers (but, however, although, though, yet, whereas, semicolons), so "I love Tesla but hate their
 * prices" reads as one positive and one negative passage. Each passage scores -1..1; a passage at
 * +POLARITY or more reads positive, at -POLARITY or less negative. The stream's sentiment is mixed
 * when both kinds occur, else positive or negative when one does, else neutral; its score is the mean
 * passage score.
 */
export const SENTIMENT_POLARITY = 0.1;
const CONTRAST = /\s*(?:;|,?\s+\b(?:but|however|although|though|yet|whereas)\b,?)\s*/iu;

export function tagStreams(text: string, streams: readonly StreamMatchInput[]): StreamTag[] {
  const mentions = findStreamMentions(text, streams);
  if (mentions.length === 0) return [];
  const names = new Map(streams.map((s) => [s.streamId, s.name]));
  const sentences = sentenceSpans(text);
  const byStream = new Map<string, typeof mentions>();
  for (const m of mentions) byStream.set(m.streamId, [...(byStream.get(m.streamId) ?? []), m]);
  const clauseScores = new Map<number, number[]>();
  const scoresOf = (index: number): number[] => {
    let scores = clauseScores.get(index);
    if (!scores) {
      const clauses = sentences[index]!.text.split(CONTRAST).filter((c) => c.trim() !== '');
      scores = (clauses.length > 0 ? clauses : [sentences[index]!.text]).map(lexiconSentiment);
      clauseScores.set(index, scores);
    }
    return scores;
  };
  return [...byStream].map(([streamId, own]) => {
    const indexes = new Set(
      own.map((m) => {
        const i = sentences.findIndex((s) => m.start >= s.start && m.start < s.end);
        return i < 0 ? 0 : i;
      }),
    );
    const scores = [...indexes].sort((a, b) => a - b).flatMap(scoresOf);
    const { sentiment, score, analysis } = judge(scores, names.get(streamId) ?? 'this stream');
    return {
      streamId,
      confidence: own.some((m) => !m.viaAlias) ? 1 : 0.9,
      sentiment,
      sentimentScore: score,
      sentimentAnalysis: analysis,
      mentions: own.map((m) => m.text),
    };
  });
}

/** The sentiment of a set of passage scores, with the sentence that explains it. */
export function judge(scores: number[], name: string): { sentiment: Sentiment; score: number; analysis: string } {
  const positive = scores.filter((s) => s >= SENTIMENT_POLARITY).length;
  const negative = scores.filter((s) => s <= -SENTIMENT_POLARITY).length;
  const mean = scores.length > 0 ? scores.reduce((a, b) => a + b, 0) / scores.length : 0;
  const score = Math.round(Math.max(-1, Math.min(1, mean)) * 1000) / 1000;
  const sentiment: Sentiment =
    positive > 0 && negative > 0 ? 'mixed' : positive > 0 ? 'positive' : negative > 0 ? 'negative' : 'neutral';
  const n = scores.length;
  const passages = `${n} passage${n === 1 ? '' : 's'} mentioning "${name}"`;
  const tail = `(mean lexicon score ${score.toFixed(2)})`;
  const analysis =
    sentiment === 'neutral'
      ? `Neutral: none of the ${passages} carries a clear sentiment ${tail}.`
      : `${sentiment[0]!.toUpperCase()}${sentiment.slice(1)}: of the ${passages}, ${positive} read positive and ${negative} negative ${tail}.`;
  return { sentiment, score, analysis };
}
