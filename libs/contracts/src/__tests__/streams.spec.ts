import { describe, expect, it } from '@jest/globals';
import { findStreamMentions, type StreamMatchInput } from '../streams.js';

const s = (streamId: string, name: string, aliases: string[] = []): StreamMatchInput => ({ streamId, name, aliases });
const found = (text: string, streams: StreamMatchInput[]) =>
  findStreamMentions(text, streams).map((m) => [m.streamId, m.text]);

describe('stream tagging: names and aliases matched on word boundaries, case-insensitive, longest first, no overlaps', () => {
  it('matches a stream by its name', () => {
    expect(found('Tesla opened a new factory.', [s('t', 'Tesla')])).toEqual([['t', 'Tesla']]);
  });

  it('matches a stream by any of its aliases, and says so', () => {
    const mentions = findStreamMentions('The AI lab at OpenAI shipped.', [s('o', 'OpenAI Inc', ['OpenAI'])]);
    expect(mentions).toEqual([{ streamId: 'o', text: 'OpenAI', start: 14, end: 20, viaAlias: true }]);
  });

  it('is case-insensitive (and answers the text as written)', () => {
    expect(found('tesla and TESLA and TeSLa', [s('t', 'Tesla')])).toEqual([
      ['t', 'tesla'],
      ['t', 'TESLA'],
      ['t', 'TeSLa'],
    ]);
  });

  it('matches on word boundaries only: not inside a longer word', () => {
    expect(found('Pineapple and apples are not Apple.', [s('a', 'Apple')])).toEqual([['a', 'Apple']]);
    expect(found('AppleTV', [s('a', 'Apple')])).toEqual([]);
    expect(found('Apple2', [s('a', 'Apple')])).toEqual([]);
  });

  it('treats punctuation and the ends of the text as word boundaries', () => {
    expect(found('(Apple), "Apple"! Apple', [s('a', 'Apple')])).toHaveLength(3);
  });

  it('matches terms that begin or end with punctuation (C++, AT&T)', () => {
    expect(found('We rewrote it in C++ for AT&T.', [s('c', 'C++'), s('t', 'AT&T')])).toEqual([
      ['c', 'C++'],
      ['t', 'AT&T'],
    ]);
  });

  it('matches any whitespace run inside a multi-word term', () => {
    expect(found('I read the New\n  York Times daily', [s('n', 'New York Times')])).toEqual([
      ['n', 'New\n  York Times'],
    ]);
  });

  it('takes the longest term first where terms overlap', () => {
    expect(found('The New York Times reported it.', [s('ny', 'New York'), s('nyt', 'New York Times')])).toEqual([
      ['nyt', 'New York Times'],
    ]);
  });

  it('longest first is global: a longer term later in the text beats a shorter one that starts earlier', () => {
    expect(found('New York Times Square', [s('ny', 'New York'), s('tsq', 'York Times Square')])).toEqual([
      ['tsq', 'York Times Square'],
    ]);
  });

  it('never lets two mentions overlap', () => {
    const mentions = findStreamMentions('Bank of America America Bank', [
      s('boa', 'Bank of America'),
      s('am', 'America'),
      s('b', 'Bank'),
    ]);
    for (let i = 1; i < mentions.length; i += 1)
      expect(mentions[i]!.start).toBeGreaterThanOrEqual(mentions[i - 1]!.end);
    expect(mentions.map((m) => m.streamId)).toEqual(['boa', 'am', 'b']);
  });

  it('on a tie in length, a name wins over another stream alias, then the earlier stream', () => {
    expect(found('Mercury rising', [s('planet', 'Planet Mercury', ['Mercury']), s('freddie', 'Mercury')])).toEqual([
      ['freddie', 'Mercury'],
    ]);
    expect(found('Jaguar', [s('car', 'Jaguar'), s('cat', 'Jaguar')])).toEqual([['car', 'Jaguar']]);
  });

  it('escapes regular-expression characters and ignores blank terms', () => {
    expect(found('a.b axb', [s('x', 'a.b', ['  ', ''])])).toEqual([['x', 'a.b']]);
  });

  it('answers mentions in text order with offsets into the text', () => {
    const text = 'SpaceX and Tesla, then SpaceX';
    const mentions = findStreamMentions(text, [s('t', 'Tesla'), s('x', 'SpaceX')]);
    expect(mentions.map((m) => text.slice(m.start, m.end))).toEqual(['SpaceX', 'Tesla', 'SpaceX']);
  });

  it('matches letters beyond ASCII on word boundaries (Zürich not in Zürichsee)', () => {
    expect(found('Zürich and the Zürichsee', [s('z', 'zürich')])).toEqual([['z', 'Zürich']]);
  });
});
