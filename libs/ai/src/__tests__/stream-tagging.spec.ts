import { describe, expect, it } from '@jest/globals';
import { judge, tagStreams } from '../streams/stream-tagging.js';
import { LocalAiProvider } from '../local/local-ai-provider.js';
import { OpenAiProvider } from '../openai/openai-ai-provider.js';

const tesla = { streamId: 't', name: 'Tesla', aliases: ['TSLA'] };

describe('stream sentiment: positive, negative, neutral or mixed with a score', () => {
  it('reads a post praising the stream as positive with a positive score', () => {
    const [tag] = tagStreams('Tesla makes great cars.', [tesla]);
    expect(tag).toMatchObject({ streamId: 't', sentiment: 'positive', confidence: 1, mentions: ['Tesla'] });
    expect(tag!.sentimentScore).toBeGreaterThan(0);
  });

  it('reads a post criticising the stream as negative (negation aware: "not good")', () => {
    const [tag] = tagStreams('Tesla is not good.', [tesla]);
    expect(tag).toMatchObject({ sentiment: 'negative' });
    expect(tag!.sentimentScore).toBeLessThan(0);
  });

  it('reads a factual post as neutral with score 0', () => {
    expect(tagStreams('Tesla released a report on Tuesday.', [tesla])[0]).toMatchObject({
      sentiment: 'neutral',
      sentimentScore: 0,
    });
  });

  it('reads praise and criticism of the stream in one post as mixed, even in one sentence cut at "but"', () => {
    expect(tagStreams('I love Tesla but hate their prices.', [tesla])[0]?.sentiment).toBe('mixed');
  });

  it('judges only the sentences that mention the stream', () => {
    const tags = tagStreams('Tesla released a report. Apple is wonderful.', [
      tesla,
      { streamId: 'a', name: 'Apple', aliases: [] },
    ]);
    expect(Object.fromEntries(tags.map((t) => [t.streamId, t.sentiment]))).toEqual({ t: 'neutral', a: 'positive' });
  });

  it('gives confidence 0.9 when only an alias is mentioned', () => {
    expect(tagStreams('TSLA is up.', [tesla])[0]?.confidence).toBe(0.9);
  });

  it('answers no tags when no stream is mentioned', () => {
    expect(tagStreams('Nothing to see here.', [tesla])).toEqual([]);
  });

  it('explains the judgement in one sentence', () => {
    expect(judge([0.5, -0.4, 0], 'Tesla')).toEqual({
      sentiment: 'mixed',
      score: 0.033,
      analysis:
        'Mixed: of the 3 passages mentioning "Tesla", 1 read positive and 1 negative (mean lexicon score 0.03).',
    });
    expect(judge([0], 'Tesla').analysis).toBe(
      'Neutral: none of the 1 passage mentioning "Tesla" carries a clear sentiment (mean lexicon score 0.00).',
    );
  });

  it('both providers answer the same tags', async () => {
    const text = 'I love Tesla but hate their prices.';
    const openai = new OpenAiProvider({ apiKey: 'test-key-not-used' });
    expect(await openai.tagStreams(text, [tesla])).toEqual(await new LocalAiProvider().tagStreams(text, [tesla]));
  });
});
