// Podcast feeds and transcripts (issue 17): a feed's episodes with their published date, duration,
// season and episode numbers, audio, video and website links, persons (podcast:person) and the
// transcript to read (podcast:transcript: WebVTT preferred, then SRT, then plain text); transcripts
// with their speakers (WebVTT voice spans, "Speaker Name: text" prefixes); segments of a few
// sentences per speaker.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  TRANSCRIPT_SEGMENT_MAX_CHARS,
  TRANSCRIPT_SEGMENT_MIN_CHARS,
  TRANSCRIPT_TURN_MIN_CHARS,
} from '@hivemind/contracts';
import { parsePodcastFeed, transcriptFormatOf } from '../web/podcast-feed.js';
import { FetchRefusal } from '../web/safe-fetch.js';
import { parseTranscript, segmentTranscript } from '../web/transcript.js';

const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
<channel><title>Civic Hour</title><link>https://civic.example</link><description>Local government.</description>
<item>
  <title>Budgets in public</title><guid isPermaLink="false">civic-2</guid>
  <pubDate>Tue, 10 Nov 2026 09:00:00 GMT</pubDate><itunes:duration>00:41:05</itunes:duration>
  <itunes:season>3</itunes:season><itunes:episode>12</itunes:episode>
  <link>https://civic.example/episodes/12</link><description><![CDATA[<p>How a city <b>budget</b> is read.</p>]]></description>
  <enclosure url="https://civic.example/12.mp3" type="audio/mpeg" length="1200"/>
  <podcast:alternateEnclosure type="video/mp4" length="5000"><podcast:source uri="https://civic.example/12.mp4"/></podcast:alternateEnclosure>
  <podcast:person role="host" href="https://civic.example/ana" img="https://civic.example/ana.jpg">Ana Ruiz</podcast:person>
  <podcast:person role="guest">Tomas Berg</podcast:person>
  <podcast:transcript url="https://civic.example/12.txt" type="text/plain"/>
  <podcast:transcript url="https://civic.example/12.srt" type="application/x-subrip"/>
  <podcast:transcript url="https://civic.example/12.vtt" type="text/vtt"/>
</item>
<item>
  <title>Zoning, plainly</title><guid>civic-1</guid><pubDate>Tue, 03 Nov 2026 09:00:00 GMT</pubDate>
  <enclosure url="https://civic.example/11.mp3" type="audio/mpeg" length="1100"/>
</item>
</channel></rss>`;

describe('reading a podcast feed', () => {
  let itemCount: number;
  let episodes: Awaited<ReturnType<typeof parsePodcastFeed>>['episodes'];
  beforeAll(async () => {
    ({ itemCount, episodes } = await parsePodcastFeed(FEED));
  });

  it('gives each episode its published date, duration, season and episode numbers, audio, video and website links, oldest first', () => {
    expect(itemCount).toBe(2);
    expect(episodes.map((e) => e.guid)).toEqual(['civic-1', 'civic-2']);
    expect(episodes[1]).toMatchObject({
      guid: 'civic-2',
      title: 'Budgets in public',
      description: 'How a city budget is read.',
      publishedAt: '2026-11-10T09:00:00.000Z',
      durationSec: 41 * 60 + 5,
      seasonNumber: 3,
      episodeNumber: 12,
      audioUrl: 'https://civic.example/12.mp3',
      videoUrl: 'https://civic.example/12.mp4',
      websiteUrl: 'https://civic.example/episodes/12',
    });
    expect(episodes[0]).toMatchObject({ durationSec: null, videoUrl: null, persons: [], transcriptUrl: null });
  });

  it('reads the persons of podcast:person with their name, role, href and img', () => {
    expect(episodes[1]!.persons).toEqual([
      { name: 'Ana Ruiz', role: 'host', href: 'https://civic.example/ana', img: 'https://civic.example/ana.jpg' },
      { name: 'Tomas Berg', role: 'guest', href: null, img: null },
    ]);
  });

  it('picks the transcript of podcast:transcript: WebVTT first, then SRT, then plain text', async () => {
    expect(episodes[1]).toMatchObject({ transcriptUrl: 'https://civic.example/12.vtt', transcriptFormat: 'vtt' });
    const srtAndPlain = await parsePodcastFeed(FEED.replace(/<podcast:transcript[^>]*text\/vtt"\/>/, ''));
    expect(srtAndPlain.episodes[1]).toMatchObject({
      transcriptUrl: 'https://civic.example/12.srt',
      transcriptFormat: 'srt',
    });
    expect(transcriptFormatOf('text/plain')).toBe('plain');
    expect(transcriptFormatOf(undefined, 'https://x.example/a.vtt?x=1')).toBe('vtt');
    expect(transcriptFormatOf('application/json', 'https://x.example/a.json')).toBeNull();
  });

  it('a text that is not an RSS feed is refused as unparseable', async () => {
    await expect(parsePodcastFeed('<html><body>not a feed</body></html>')).rejects.toThrow(FetchRefusal);
    await expect(parsePodcastFeed('this is not xml at all')).rejects.toThrow(FetchRefusal);
  });
});

describe('reading a transcript with its speakers', () => {
  it('WebVTT: the speaker of a cue is its voice span <v Speaker Name>; a cue without one continues the speaker before', () => {
    const vtt = `WEBVTT

00:00:01.000 --> 00:00:04.000
<v Ana Ruiz>Welcome back to Civic Hour.</v>

00:00:04.000 --> 00:00:06.000
Today we read a budget.

00:00:06.000 --> 00:00:09.000
<v.guest Tomas Berg>Thanks, <i>glad</i> to be here.
`;
    expect(parseTranscript(vtt, 'vtt')).toEqual([
      { speakerName: 'Ana Ruiz', text: 'Welcome back to Civic Hour.' },
      { speakerName: 'Ana Ruiz', text: 'Today we read a budget.' },
      { speakerName: 'Tomas Berg', text: 'Thanks, glad to be here.' },
    ]);
  });

  it('SRT: the speaker is a "Speaker Name: text" prefix', () => {
    const srt = `1
00:00:01,000 --> 00:00:04,000
Ana Ruiz: Welcome back.

2
00:00:04,500 --> 00:00:07,000
Tomas Berg: Thanks for having me.

3
00:00:07,000 --> 00:00:09,000
It is good to be back.
`;
    expect(parseTranscript(srt, 'srt')).toEqual([
      { speakerName: 'Ana Ruiz', text: 'Welcome back.' },
      { speakerName: 'Tomas Berg', text: 'Thanks for having me.' },
      { speakerName: 'Tomas Berg', text: 'It is good to be back.' },
    ]);
  });

  it('plain text: one line per cue, "Speaker Name: text" prefixes, a line without one continues the speaker', () => {
    const plain = 'Ana Ruiz: First point.\nStill Ana here.\n\nTomas Berg: Second point.\n';
    expect(parseTranscript(plain, 'plain')).toEqual([
      { speakerName: 'Ana Ruiz', text: 'First point.' },
      { speakerName: 'Ana Ruiz', text: 'Still Ana here.' },
      { speakerName: 'Tomas Berg', text: 'Second point.' },
    ]);
    expect(parseTranscript('Nobody is named here. Just words.', 'plain')).toEqual([
      { speakerName: null, text: 'Nobody is named here. Just words.' },
    ]);
  });
});

describe('segments of a transcript', () => {
  const sentence = (i: number) => `This is sentence number ${i} about the city budget and how it is read aloud.`;

  it('groups consecutive cues of one speaker into segments of a few sentences, each within the size a post wants', () => {
    const cues = [
      ...Array.from({ length: 30 }, (_, i) => ({ speakerName: 'Ana Ruiz', text: sentence(i) })),
      ...Array.from({ length: 4 }, (_, i) => ({ speakerName: 'Tomas Berg', text: sentence(100 + i) })),
    ];
    const segments = segmentTranscript(cues);
    expect(segments.map((s) => s.index)).toEqual(segments.map((_, i) => i));
    const ana = segments.filter((s) => s.speakerName === 'Ana Ruiz');
    const tomas = segments.filter((s) => s.speakerName === 'Tomas Berg');
    expect(ana.length).toBeGreaterThan(1);
    expect(tomas).toHaveLength(1);
    for (const s of segments) {
      expect(s.text.length).toBeLessThanOrEqual(TRANSCRIPT_SEGMENT_MAX_CHARS + TRANSCRIPT_SEGMENT_MIN_CHARS);
      expect(s.text.length).toBeGreaterThanOrEqual(TRANSCRIPT_SEGMENT_MIN_CHARS);
      expect(s.text).toMatch(/\.$/); // whole sentences only
    }
    // Nothing said is lost or repeated.
    expect(ana.map((s) => s.text).join(' ')).toBe(
      cues
        .slice(0, 30)
        .map((c) => c.text)
        .join(' '),
    );
  });

  it('a short turn ("Right.", "Thanks for having me.") makes no post', () => {
    const segments = segmentTranscript([
      { speakerName: 'Ana Ruiz', text: 'Right.' },
      { speakerName: 'Tomas Berg', text: sentence(1) + ' ' + sentence(2) + ' ' + sentence(3) },
      { speakerName: 'Ana Ruiz', text: 'Thanks for having me.' },
    ]);
    expect('Thanks for having me.'.length).toBeLessThan(TRANSCRIPT_TURN_MIN_CHARS);
    expect(segments).toEqual([{ index: 0, speakerName: 'Tomas Berg', text: expect.stringContaining('number 1') }]);
  });

  it('the same transcript gives the same segments (posts are stored by episode and segment index)', () => {
    const cues = Array.from({ length: 12 }, (_, i) => ({ speakerName: i < 6 ? 'A B' : 'C D', text: sentence(i) }));
    expect(segmentTranscript(cues)).toEqual(segmentTranscript(cues.map((c) => ({ ...c }))));
  });
});

describe('the demo feeds of `npm start` (scripts/seed/podcast-feeds)', () => {
  const dir = join(process.cwd(), 'scripts', 'seed', 'podcast-feeds');

  it.each(['civic-hour.xml', 'mind-the-model.xml', 'climate-desk.xml'])(
    '%s: every transcript becomes posts of a few sentences, each by a person of its episode',
    async (file) => {
      const feed = await parsePodcastFeed(readFileSync(join(dir, file), 'utf8').replaceAll('{{BASE}}', 'http://x'));
      const withTranscript = feed.episodes.filter((e) => e.transcriptUrl);
      expect(withTranscript.length).toBeGreaterThan(0);
      for (const episode of withTranscript) {
        const body = readFileSync(join(dir, episode.transcriptUrl!.replace('http://x/', '')), 'utf8');
        const segments = segmentTranscript(parseTranscript(body, episode.transcriptFormat!));
        expect(segments.length).toBeGreaterThanOrEqual(3);
        const persons = episode.persons.map((p) => p.name);
        for (const s of segments) {
          expect(persons).toContain(s.speakerName);
          expect(s.text.length).toBeLessThanOrEqual(TRANSCRIPT_SEGMENT_MAX_CHARS + TRANSCRIPT_SEGMENT_MIN_CHARS);
        }
      }
    },
  );
});
