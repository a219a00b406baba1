import { describe, expect, it } from '@jest/globals';
import { SIMILARITY_TIERS } from '@hivemind/contracts';
import {
  cardBadges,
  classificationLock,
  MATCH_QUALITY_OPTIONS,
  cut,
  highlightSegments,
  postPath,
  postSources,
  relativeAge,
  similarityPercent,
  streamTerms,
  type TextSegment,
} from './display.js';
import { type PostStreamTagFieldsFragment } from './graphql/posts.generated.js';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

function stream(streamId: string, streamName: string, streamAliases: string[] = []): PostStreamTagFieldsFragment {
  return {
    streamId,
    streamName,
    streamType: 'topic',
    streamAliases,
    streamConfidence: 0.9,
    sentiment: 'positive',
    sentimentScore: 0.5,
    sentimentAnalysis: null,
    postCount: 3,
  };
}

/** Highlighted parts as 'text@stream', plain parts as they are. */
function show(segments: TextSegment[]): string[] {
  return segments.map((s) => (s.streamId === undefined ? s.text : `[${s.text}@${s.streamId}]`));
}

describe('relative age (spec 2 §9)', () => {
  it("reads 'now' under 1 minute, then minutes (m), hours (h), days (d) under 30 days", () => {
    expect(relativeAge(ago(0), NOW)).toBe('now');
    expect(relativeAge(ago(59_999), NOW)).toBe('now');
    expect(relativeAge(ago(MIN), NOW)).toBe('1m');
    expect(relativeAge(ago(59 * MIN), NOW)).toBe('59m');
    expect(relativeAge(ago(HOUR), NOW)).toBe('1h');
    expect(relativeAge(ago(23 * HOUR + 59 * MIN), NOW)).toBe('23h');
    expect(relativeAge(ago(DAY), NOW)).toBe('1d');
    expect(relativeAge(ago(29 * DAY), NOW)).toBe('29d');
  });

  it('then months (m, 30-day months) under 12, then years (y)', () => {
    expect(relativeAge(ago(30 * DAY), NOW)).toBe('1m');
    expect(relativeAge(ago(59 * DAY), NOW)).toBe('1m');
    expect(relativeAge(ago(60 * DAY), NOW)).toBe('2m');
    expect(relativeAge(ago(359 * DAY), NOW)).toBe('11m');
    expect(relativeAge(ago(360 * DAY), NOW)).toBe('1y');
    expect(relativeAge(ago(730 * DAY), NOW)).toBe('2y');
  });

  it("reads a date slightly in the future (clock skew) as 'now' and a bad date as nothing", () => {
    expect(relativeAge(new Date(NOW + 5000).toISOString(), NOW)).toBe('now');
    expect(relativeAge('not a date', NOW)).toBe('');
  });
});

describe('post card badges (spec 2 §9)', () => {
  it('shows up to 3 badges among the thought type and the streams, then +N for the rest', () => {
    const post = {
      thoughtType: 'prediction',
      streams: [
        stream('s1', 'Tesla'),
        stream('s2', 'Electric Vehicles'),
        stream('s3', 'Batteries'),
        stream('s4', 'Musk'),
      ],
    };
    const { shown, hidden } = cardBadges(post);
    expect(shown.map((b) => b.label)).toEqual(['Prediction', 'Tesla', 'Electric Vehicles']);
    expect(hidden.map((b) => b.label)).toEqual(['Batteries', 'Musk']);
  });

  it('shows every badge when there are 3 or fewer, and none without a type or streams', () => {
    expect(cardBadges({ thoughtType: null, streams: [stream('a', 'A'), stream('b', 'B')] }).hidden).toEqual([]);
    expect(cardBadges({ thoughtType: 'idea', streams: [] }).shown.map((b) => b.label)).toEqual(['Idea']);
    expect(cardBadges({ thoughtType: null, streams: [] }).shown).toEqual([]);
  });

  it('cuts the podcast title at 25 and the episode title at 30 characters', () => {
    const podcast = 'The Very Long Podcast Title About Everything';
    expect(cut(podcast, 25)).toHaveLength(25);
    expect(cut(podcast, 25)).toBe('The Very Long Podcast Ti…');
    expect(cut('Short title', 25)).toBe('Short title');
    expect(cut('Episode 12: a conversation with the founders of it all', 30)).toHaveLength(30);
  });
});

describe('stream highlights in post text (spec 2 §5)', () => {
  it('highlights stream names and aliases case-insensitively on word boundaries', () => {
    const terms = streamTerms([stream('t', 'Tesla', ['TSLA'])]);
    expect(show(highlightSegments('tesla stock and tsla options; Teslas are not matched', terms))).toEqual([
      '[tesla@t]',
      ' stock and ',
      '[tsla@t]',
      ' options; Teslas are not matched',
    ]);
  });

  it('matches the longest term first and never overlaps', () => {
    const terms = streamTerms([stream('ny', 'New York'), stream('nyc', 'New York City'), stream('city', 'City')]);
    expect(show(highlightSegments('I love New York City and the city of New York.', terms))).toEqual([
      'I love ',
      '[New York City@nyc]',
      ' and the ',
      '[city@city]',
      ' of ',
      '[New York@ny]',
      '.',
    ]);
  });

  it('does not match inside words, also for letters outside ASCII', () => {
    const terms = streamTerms([stream('ai', 'AI'), stream('zu', 'Zürich')]);
    expect(show(highlightSegments('Said AI; FAIR and Zürichsee, not Zürich-born?', terms))).toEqual([
      'Said ',
      '[AI@ai]',
      '; FAIR and Zürichsee, not ',
      '[Zürich@zu]',
      '-born?',
    ]);
  });

  it('treats regular-expression characters in names literally and gives the text back unchanged', () => {
    const text = 'C++ beats C and a.b is not aXb';
    const segments = highlightSegments(text, streamTerms([stream('cpp', 'C++'), stream('ab', 'a.b')]));
    expect(show(segments)).toEqual(['[C++@cpp]', ' beats C and ', '[a.b@ab]', ' is not aXb']);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(highlightSegments('', [])).toEqual([{ text: '' }]);
  });
});

describe('post links and similarity', () => {
  it('links a post at /post/{id}', () => {
    expect(postPath('5f0c')).toBe('/post/5f0c');
  });

  it('reads a similarity score (cosine distance) as (1 − score) × 100 with one decimal', () => {
    expect(similarityPercent(0.127)).toBe('87.3%');
    expect(similarityPercent(1.2)).toBe('0.0%');
  });
});

describe('related posts match quality (spec 2 §9)', () => {
  it('offers the similarity tiers 0.9 High (90%+) down to 0.4 Any (40%+)', () => {
    expect(MATCH_QUALITY_OPTIONS.map((o) => o.threshold)).toEqual([...SIMILARITY_TIERS]);
    expect(MATCH_QUALITY_OPTIONS[0]?.label).toBe('High (90%+)');
    expect(MATCH_QUALITY_OPTIONS.at(-1)?.label).toBe('Any (40%+)');
  });
});

describe('thinker controls classification lock (spec 2 §4, §5)', () => {
  it('is locked when others have voted, and when the post is under moderation', () => {
    expect(classificationLock({ moderatedAt: null, hasOtherVoters: false })).toBeNull();
    expect(classificationLock({ moderatedAt: null, hasOtherVoters: true })).toBe(
      'Cannot change classification - others have already voted on this post',
    );
    expect(classificationLock({ moderatedAt: '2026-11-23T10:00:00Z', hasOtherVoters: false })).toBe(
      'Cannot change classification - post is under moderation',
    );
  });
});

describe("a post's sources: its podcast, episode and web page badges open their portals", () => {
  const none = {
    podcastId: null,
    podcastTitle: null,
    podcastEpisodeId: null,
    podcastEpisodeTitle: null,
    webPageId: null,
    webPageTitle: null,
    webPageUrl: null,
  };
  it('names the podcast (cut at 25) and the episode (cut at 30) it came from', () => {
    const sources = postSources({
      ...none,
      podcastId: 'p',
      podcastTitle: 'A podcast with a rather long title',
      podcastEpisodeId: 'e',
      podcastEpisodeTitle: 'Episode 12: everything about something',
    });
    expect(sources.map((s) => s.target)).toEqual([
      { kind: 'podcast', id: 'p', title: 'A podcast with a rather long title' },
      { kind: 'episode', id: 'e', title: 'Episode 12: everything about something' },
    ]);
    expect(sources.map((s) => s.text)).toEqual([
      cut('A podcast with a rather long title', 25),
      cut('Episode 12: everything about something', 30),
    ]);
    expect(sources.every((s) => s.text.endsWith('…'))).toBe(true);
  });
  it('names the web page by its title, else its url', () => {
    expect(postSources({ ...none, webPageId: 'w', webPageTitle: 'Guide' })[0]?.target).toEqual({
      kind: 'webpage',
      id: 'w',
      title: 'Guide',
    });
    expect(postSources({ ...none, webPageId: 'w', webPageUrl: 'https://a.example/x' })[0]?.text).toBe(
      'https://a.example/x',
    );
    expect(postSources(none)).toEqual([]);
  });
});
