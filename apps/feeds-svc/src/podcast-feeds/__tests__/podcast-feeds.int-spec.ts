// Podcast feeds against real PostgreSQL, Redis and the agent worker (issue 17), the feeds and
// transcripts served by an HTTP server this test starts on 127.0.0.1 (the worker's
// INGEST_ALLOWED_HOSTS): a podcast feed with persons and a WebVTT transcript becomes episodes, people
// and posts with speakers and content_creators; reading the feed twice adds nothing; a feed that
// fails to load or parse is recorded on the podcast and retried later without touching what was
// already ingested; a worker killed during ingestion loses nothing and duplicates nothing once
// restarted.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { MEDIA_AGENT_USER_ID, PodcastFeedMessages, QueueName, type FeedEpisode } from '@hivemind/contracts';
import { Queue } from 'bullmq';
import { createLogger, createRedis } from '@hivemind/common';
import { deleteKeys } from '@hivemind/testing';
import { JobHost } from '@hivemind/common/nest';
import { eventually } from '../../../../../libs/common/src/nest/__tests__/signed-graphql.js';
import { startAgentWorker, useFeeds } from '../../__tests__/harness/feeds-harness.js';
import { PostPipeline } from '../../posts/post-pipeline.js';
import { PODCAST_FEEDS_SCHEDULER_ID, PodcastFeedIngestion } from '../podcast-feed-ingestion.js';
import type { FeedsEnv } from '../../env.js';
import { PodcastFeedsRepository } from '../podcast-feeds.repository.js';

const tag = randomUUID().slice(0, 8);
const h = useFeeds({ env: { FLOW_SWEEP_MS: '300', FLOW_RECHECK_MS: '1000', PODCAST_FEED_RETRY_SECONDS: '60' } });
const WORKER_ENV = { INGEST_ALLOWED_HOSTS: '127.0.0.1' };

// What the server answers: feeds by name (mutable, so a test can break or extend a feed), transcripts.
const feeds = new Map<string, { status: number; type: string; body: string }>();
const transcripts = new Map<string, { type: string; body: string }>();
let hang: { entered: () => void; release: Promise<void> } | null = null;
let server: Server;
let base: string;
let agent: INestApplicationContext | undefined;

function handle(req: IncomingMessage, res: ServerResponse): void {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const feed = feeds.get(path);
  if (feed) return void res.writeHead(feed.status, { 'content-type': feed.type }).end(feed.body);
  const transcript = transcripts.get(path);
  if (transcript && path.includes('/hang/') && hang) {
    const h = hang;
    h.entered();
    void h.release.then(() => res.writeHead(200, { 'content-type': transcript.type }).end(transcript.body));
    return;
  }
  if (transcript) return void res.writeHead(200, { 'content-type': transcript.type }).end(transcript.body);
  res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await h.hive('Planet');
  agent = await startAgentWorker({ env: WORKER_ENV });
});

afterAll(async () => {
  await agent?.close();
  await new Promise((resolve) => server.close(resolve));
});

const said = {
  ana: [
    'Welcome back to Civic Hour, where we read the city budget line by line so you do not have to.',
    'This year the council moved four million from road resurfacing into bus lanes, and that is a real shift.',
    'The question for listeners is whether the money follows the riders or the riders follow the money.',
  ],
  tomas: [
    'Thanks for having me, Ana, it is always good to be back in this studio.',
    'I spent ten years in the transit office, and I can tell you the bus lanes pay off within three budget cycles.',
    'The catch is maintenance: a painted lane that nobody enforces is just a very expensive parking spot.',
  ],
};

const vtt = (prefix = '') => `WEBVTT

00:00:01.000 --> 00:00:06.000
<v Ana Ruiz>${prefix}${said.ana[0]}</v>

00:00:06.000 --> 00:00:11.000
<v Ana Ruiz>${said.ana[1]}</v>

00:00:11.000 --> 00:00:15.000
${said.ana[2]}

00:00:15.000 --> 00:00:19.000
<v Tomas Berg>${said.tomas[0]}</v>

00:00:19.000 --> 00:00:25.000
<v Tomas Berg>${said.tomas[1]}</v>

00:00:25.000 --> 00:00:30.000
<v Tomas Berg>${said.tomas[2]}</v>
`;

interface Item {
  guid: string;
  day: number;
  transcript?: string;
}

const item = ({ guid, day, transcript }: Item) => `<item>
  <title>Episode ${guid} ${tag}</title><guid isPermaLink="false">${guid}</guid>
  <pubDate>${new Date(Date.UTC(2026, 10, day, 9)).toUTCString()}</pubDate>
  <itunes:duration>1830</itunes:duration><itunes:season>1</itunes:season><itunes:episode>${day}</itunes:episode>
  <link>https://civic.example/${guid}</link>
  <enclosure url="https://civic.example/${guid}.mp3" type="audio/mpeg" length="1000"/>
  <podcast:person role="host" href="https://civic.example/ana">Ana Ruiz ${tag}</podcast:person>
  <podcast:person role="guest">Tomas Berg ${tag}</podcast:person>
  ${transcript ? `<podcast:transcript url="${base}${transcript}" type="text/vtt"/>` : ''}
</item>`;

const rss = (items: Item[]) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
<channel><title>Civic Hour ${tag}</title><link>https://civic.example</link><description>Budgets.</description>
${items.map(item).join('\n')}
</channel></rss>`;

/** The VTT with the speakers named as the feed's persons are in this run. */
const vttFor = (prefix = '') =>
  vtt(prefix)
    .replace(/<v Ana Ruiz>/g, `<v Ana Ruiz ${tag}>`)
    .replace(/<v Tomas Berg>/g, `<v Tomas Berg ${tag}>`);

async function aPodcast(name: string, items: Item[]): Promise<string> {
  const path = `/feeds/${tag}/${name}.xml`;
  feeds.set(path, { status: 200, type: 'application/rss+xml; charset=utf-8', body: rss(items) });
  const podcast = await h.db.podcast.create({
    data: { title: `Civic Hour ${name} ${tag}`, publisherName: 'Test', feedUrl: `${base}${path}` },
  });
  return podcast.id;
}

/** One due read of the podcast's feed, through the queue and the agent worker; the podcast after it. */
async function readFeed(podcastId: string) {
  const before = await h.db.podcast.findUniqueOrThrow({ where: { id: podcastId } });
  await h.db.podcast.update({ where: { id: podcastId }, data: { feedNextCheckAt: new Date(Date.now() - 1000) } });
  expect(await h.get(PodcastFeedIngestion).queueDue()).toBeGreaterThanOrEqual(1);
  return eventually(async () => {
    const p = await h.db.podcast.findUniqueOrThrow({ where: { id: podcastId } });
    return p.feedCheckedAt && p.feedCheckedAt.getTime() !== before.feedCheckedAt?.getTime() ? p : null;
  }, 30_000);
}

async function counts(podcastId: string) {
  const episodes = await h.db.podcastEpisode.count({ where: { podcastId } });
  const posts = await h.db.post.count({ where: { podcastId } });
  const links = await h.db.podcastEpisodePerson.count({ where: { episode: { podcastId } } });
  const people = await h.db.person.count({ where: { lastName: { endsWith: tag } } });
  const creators = await h.db.postContentCreator.count({ where: { post: { podcastId } } });
  return { episodes, posts, links, people, creators };
}

describe('reading a podcast feed', () => {
  let podcastId: string;

  it('a podcast feed with persons and a WebVTT transcript becomes episodes, people and posts with speakers and content_creators', async () => {
    transcripts.set(`/t/${tag}/a.vtt`, { type: 'text/vtt', body: vttFor() });
    podcastId = await aPodcast('main', [
      { guid: `a-${tag}`, day: 10, transcript: `/t/${tag}/a.vtt` },
      { guid: `b-${tag}`, day: 3 },
    ]);
    const podcast = await readFeed(podcastId);
    expect(podcast).toMatchObject({ feedError: null, feedFailures: 0, totalEpisodesCount: 2 });
    expect(podcast.feedNextCheckAt!.getTime()).toBeGreaterThan(Date.now());

    const episodes = await h.db.podcastEpisode.findMany({
      where: { podcastId },
      orderBy: { publishedAt: 'asc' },
      include: { persons: { orderBy: { position: 'asc' } } },
    });
    expect(episodes.map((e) => e.guid)).toEqual([`b-${tag}`, `a-${tag}`]);
    expect(episodes[1]).toMatchObject({
      title: `Episode a-${tag} ${tag}`,
      publishedAt: new Date(Date.UTC(2026, 10, 10, 9)),
      durationSec: 1830,
      seasonNumber: 1,
      episodeNumber: 10,
      audioUrl: `https://civic.example/a-${tag}.mp3`,
      websiteUrl: `https://civic.example/a-${tag}`,
      speakerName: `Ana Ruiz ${tag}`,
      transcriptUrl: `${base}/t/${tag}/a.vtt`,
    });
    expect(episodes[1]!.transcriptIngestedAt).not.toBeNull();
    expect(episodes[1]!.persons.map((p) => [p.name, p.role])).toEqual([
      [`Ana Ruiz ${tag}`, 'host'],
      [`Tomas Berg ${tag}`, 'guest'],
    ]);
    const ana = await h.db.person.findFirstOrThrow({ where: { firstName: 'Ana', lastName: `Ruiz ${tag}` } });
    expect(ana.personalWebsite).toBe('https://civic.example/ana');
    expect(episodes[1]!.persons[0]!.personId).toBe(ana.id);

    const posts = await h.db.post.findMany({
      where: { podcastEpisodeId: episodes[1]!.id },
      orderBy: { segmentIndex: 'asc' },
      include: { contentCreators: true, hive: true },
    });
    expect(posts.map((p) => p.speakerName)).toEqual([`Ana Ruiz ${tag}`, `Tomas Berg ${tag}`]);
    expect(posts[0]!.content).toBe(said.ana.join(' '));
    expect(posts[1]!.content).toBe(said.tomas.join(' '));
    for (const [i, p] of posts.entries()) {
      expect(p).toMatchObject({ userId: MEDIA_AGENT_USER_ID, podcastId, segmentIndex: i });
      expect(p.hive.type).toBe('Planet');
      expect(p.contentCreators).toHaveLength(1);
    }
    expect(posts[0]!.contentCreators[0]!.personId).toBe(ana.id);
    // A feed lists newest first: the episode's posts read in the order they were said.
    const inFeedOrder = await h.db.post.findMany({
      where: { podcastEpisodeId: episodes[1]!.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    expect(inFeedOrder.map((p) => p.segmentIndex)).toEqual([0, 1]);
    // The episode without a transcript has its persons and no posts.
    expect(await h.db.post.count({ where: { podcastEpisodeId: episodes[0]!.id } })).toBe(0);
    // Each post goes through the normal post pipeline (classified and embedded by the agent worker).
    await eventually(async () => {
      const ready = await h.db.$queryRawUnsafe<{ n: number }[]>(
        'select count(*)::int as n from post where podcast_id = $1::uuid and embedding is not null and category is not null',
        podcastId,
      );
      return ready[0]!.n === 2 ? true : null;
    }, 40_000);
  }, 90_000);

  it('reading the feed twice adds nothing (episodes by guid, posts by episode and segment)', async () => {
    const before = await counts(podcastId);
    expect(before).toMatchObject({ episodes: 2, posts: 2, links: 4, people: 2, creators: 2 });
    await readFeed(podcastId);
    expect(await counts(podcastId)).toEqual(before);
    // Storing the same episode again, as a retried job would, adds nothing either.
    const episode = await h.db.podcastEpisode.findFirstOrThrow({ where: { podcastId, guid: `a-${tag}` } });
    const repo = h.get(PodcastFeedsRepository);
    const again = await repo.storeEpisode(
      podcastId,
      (await repo.planetHiveId())!,
      feedEpisode({
        guid: `a-${tag}`,
        title: episode.title,
        transcriptUrl: episode.transcriptUrl,
        segments: [{ index: 0, speakerName: 'X', text: 'Something else.' }],
      }),
    );
    expect(again.posts).toEqual([]);
    expect(await counts(podcastId)).toEqual(before);
  }, 60_000);

  it('a feed that fails (404, not XML, unparseable) is recorded on the podcast and retried later without touching what was ingested', async () => {
    const before = await counts(podcastId);
    const path = new URL((await h.db.podcast.findUniqueOrThrow({ where: { id: podcastId } })).feedUrl!).pathname;
    const good = feeds.get(path)!;
    const cases = [
      { answer: { status: 404, type: 'text/plain', body: 'gone' }, error: PodcastFeedMessages.httpStatus(404) },
      { answer: { status: 200, type: 'text/html', body: '<html></html>' }, error: PodcastFeedMessages.notFeed },
      { answer: { status: 200, type: 'application/xml', body: '<<<not xml' }, error: PodcastFeedMessages.unparseable },
    ];
    let lastDelay = 0;
    for (const [i, c] of cases.entries()) {
      feeds.set(path, c.answer);
      const started = Date.now();
      const podcast = await readFeed(podcastId);
      expect(podcast).toMatchObject({ feedError: c.error, feedFailures: i + 1 });
      // Retried later, each failure in a row later than the one before (backoff).
      const delay = podcast.feedNextCheckAt!.getTime() - started;
      expect(delay).toBeGreaterThan(lastDelay);
      lastDelay = delay;
      expect(await counts(podcastId)).toEqual(before);
    }
    // The feed answers again, with a new episode: read, the failures forgotten, nothing doubled.
    transcripts.set(`/t/${tag}/c.vtt`, { type: 'text/vtt', body: vttFor('Episode three. ') });
    feeds.set(path, {
      ...good,
      body: rss([
        { guid: `a-${tag}`, day: 10, transcript: `/t/${tag}/a.vtt` },
        { guid: `b-${tag}`, day: 3 },
        { guid: `c-${tag}`, day: 17, transcript: `/t/${tag}/c.vtt` },
      ]),
    });
    const podcast = await readFeed(podcastId);
    expect(podcast).toMatchObject({ feedError: null, feedFailures: 0 });
    expect(await counts(podcastId)).toEqual({
      episodes: 3,
      posts: 4,
      links: 6,
      people: 2,
      creators: 4,
    });
  }, 90_000);
});

describe('a transcript that cannot be read', () => {
  it('leaves its episode without posts, and the next read of the feed adds them once it can be read', async () => {
    const podcastId = await aPodcast('late-transcript', [{ guid: `l-${tag}`, day: 6, transcript: `/t/${tag}/l.vtt` }]);
    const first = await readFeed(podcastId); // the transcript answers 404
    expect(first).toMatchObject({ feedError: null, feedFailures: 0 });
    const episode = await h.db.podcastEpisode.findFirstOrThrow({ where: { podcastId } });
    expect(episode).toMatchObject({ transcriptUrl: `${base}/t/${tag}/l.vtt`, transcriptIngestedAt: null });
    expect(await counts(podcastId)).toMatchObject({ episodes: 1, posts: 0, links: 2 });
    transcripts.set(`/t/${tag}/l.vtt`, { type: 'text/vtt', body: vttFor('Late. ') });
    await readFeed(podcastId);
    expect(await counts(podcastId)).toMatchObject({ episodes: 1, posts: 2, links: 2, creators: 2 });
  }, 60_000);
});

describe('npm run ingest -- --podcast <id>', () => {
  it('reads one podcast’s feed now (on demand), though its next check is not due', async () => {
    transcripts.set(`/t/${tag}/h.vtt`, { type: 'text/vtt', body: vttFor('On demand. ') });
    const podcastId = await aPodcast('on-demand', [{ guid: `h-${tag}`, day: 5, transcript: `/t/${tag}/h.vtt` }]);
    await h.db.podcast.update({ where: { id: podcastId }, data: { feedNextCheckAt: new Date(Date.now() + 3600_000) } });
    expect(await h.get(PodcastFeedIngestion).queueDue()).toBe(0);
    const out = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        ['scripts/ingest.mjs', '--podcast', podcastId, '--wait'],
        { env: process.env, timeout: 60_000 },
        (err, stdout, stderr) => (err ? reject(new Error(`${String(err)} ${stderr}`)) : resolve(stdout)),
      ),
    );
    expect(out).toContain('1 feed read(s) queued');
    const podcast = await eventually(async () => {
      const p = await h.db.podcast.findUniqueOrThrow({ where: { id: podcastId } });
      return p.feedCheckedAt ? p : null;
    }, 30_000);
    expect(podcast.feedError).toBeNull();
    expect(await counts(podcastId)).toMatchObject({ episodes: 1, posts: 2 });
  }, 60_000);

  it('refuses anything but a podcast id', async () => {
    const code = await new Promise<number | null>((resolve) =>
      execFile(process.execPath, ['scripts/ingest.mjs', '--podcast', 'nope'], { env: process.env }, (err) =>
        resolve(err ? ((err as { code?: number }).code ?? 1) : 0),
      ),
    );
    expect(code).toBe(2);
  });
});

describe('the repeatable read of due feeds', () => {
  it('is set again by the running service when Redis lost it (what is due lives in PostgreSQL)', async () => {
    // A deployment of its own (own queue prefix) with a tick, beside the test app's (tick 0).
    const prefix = `podcast-scheduler-${tag}`;
    const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    // Only the tick and the prefix are read by the scheduler.
    const env = { PODCAST_FEEDS_TICK_SECONDS: 3600, BULL_PREFIX: prefix } as FeedsEnv;
    const ingestion = new PodcastFeedIngestion(
      redis,
      env,
      createLogger('podcast-scheduler-test', 'silent'),
      h.get(PodcastFeedsRepository),
    );
    const queue = new Queue(QueueName.FeedsResults, { connection: redis, prefix });
    try {
      await ingestion.onApplicationBootstrap();
      expect(await queue.getJobScheduler(PODCAST_FEEDS_SCHEDULER_ID)).toBeTruthy();
      expect(await ingestion.ensureScheduled()).toBe(false);
      await queue.removeJobScheduler(PODCAST_FEEDS_SCHEDULER_ID); // as a flushed Redis would
      expect(await ingestion.ensureScheduled()).toBe(true);
      expect(await queue.getJobScheduler(PODCAST_FEEDS_SCHEDULER_ID)).toBeTruthy();
    } finally {
      await queue.obliterate({ force: true });
      await ingestion.onModuleDestroy();
      await queue.close();
      await redis.quit();
    }
  });
});

/** An episode as the feed reading hands it over, with only what a test sets. */
function feedEpisode(e: Pick<FeedEpisode, 'guid' | 'title' | 'transcriptUrl' | 'segments'>): FeedEpisode {
  const none = { description: null, publishedAt: null, durationSec: null, seasonNumber: null, episodeNumber: null };
  return { ...none, audioUrl: null, videoUrl: null, websiteUrl: null, persons: [], ...e };
}

/** Deletes every key of the run's BullMQ prefix: what a Redis restart without persistence leaves. */
async function flushQueues(): Promise<void> {
  const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    await deleteKeys(redis, `${process.env.BULL_PREFIX ?? 'hivemind'}:*`);
  } finally {
    await redis.quit();
  }
}

describe('a worker killed during ingestion', () => {
  it('an agent worker killed mid-read with its jobs flushed loses nothing and duplicates nothing once restarted', async () => {
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    hang = { entered, release: new Promise<void>((resolve) => (release = resolve)) };
    transcripts.set(`/t/${tag}/hang/d.vtt`, { type: 'text/vtt', body: vttFor('Killed. ') });
    transcripts.set(`/t/${tag}/e.vtt`, { type: 'text/vtt', body: vttFor('Survived. ') });
    const podcastId = await aPodcast('killed', [
      { guid: `e-${tag}`, day: 1, transcript: `/t/${tag}/e.vtt` },
      { guid: `d-${tag}`, day: 2, transcript: `/t/${tag}/hang/d.vtt` },
    ]);
    await h.get(PodcastFeedIngestion).queueDue();
    await inside; // the worker is reading the second transcript
    await agent!.get(JobHost).kill(); // like a crash: no waiting
    await agent!.close();
    await flushQueues(); // and a Redis that kept nothing
    release();
    hang = null;
    expect(await counts(podcastId)).toMatchObject({ episodes: 0, posts: 0 });

    agent = await startAgentWorker({ env: WORKER_ENV });
    // Still due (its read never stored): the next tick queues it again.
    const podcast = await eventually(async () => {
      await h.get(PodcastFeedIngestion).queueDue();
      const p = await h.db.podcast.findUniqueOrThrow({ where: { id: podcastId } });
      return p.feedCheckedAt ? p : null;
    }, 40_000);
    expect(podcast.feedError).toBeNull();
    expect(await counts(podcastId)).toMatchObject({ episodes: 2, posts: 4, creators: 4 });
  }, 90_000);

  it('feeds-svc dying between two episodes loses nothing and duplicates nothing: the stored one is kept, the other added', async () => {
    transcripts.set(`/t/${tag}/f.vtt`, { type: 'text/vtt', body: vttFor('First. ') });
    transcripts.set(`/t/${tag}/g.vtt`, { type: 'text/vtt', body: vttFor('Second. ') });
    const podcastId = await aPodcast('between', [
      { guid: `f-${tag}`, day: 1, transcript: `/t/${tag}/f.vtt` },
      { guid: `g-${tag}`, day: 2, transcript: `/t/${tag}/g.vtt` },
    ]);
    // The first episode's transaction committed, then the process died (its posts' pipelines owed).
    const planet = await h.get(PodcastFeedsRepository).planetHiveId();
    const pipeline = h.get(PostPipeline);
    const first = await h.get(PodcastFeedsRepository).storeEpisode(
      podcastId,
      planet!,
      feedEpisode({
        guid: `f-${tag}`,
        title: `Episode f-${tag} ${tag}`,
        transcriptUrl: `${base}/t/${tag}/f.vtt`,
        segments: [
          { index: 0, speakerName: `Ana Ruiz ${tag}`, text: `First. ${said.ana.join(' ')}` },
          { index: 1, speakerName: `Tomas Berg ${tag}`, text: said.tomas.join(' ') },
        ],
      }),
      (post) => pipeline.owed({ postId: post.id, text: post.content }),
    );
    expect(first.posts).toHaveLength(2);
    // Restarted: the next read adds the second episode only.
    await readFeed(podcastId);
    const episodes = await h.db.podcastEpisode.findMany({
      where: { podcastId },
      include: { _count: { select: { posts: true } } },
    });
    expect(episodes.map((e) => [e.guid, e._count.posts]).sort()).toEqual([
      [`f-${tag}`, 2],
      [`g-${tag}`, 2],
    ]);
    // The first episode's owed pipelines ran though nothing started them after the commit.
    await eventually(async () => {
      const ready = await h.db.$queryRawUnsafe<{ n: number }[]>(
        'select count(*)::int as n from post where podcast_id = $1::uuid and embedding is not null',
        podcastId,
      );
      return ready[0]!.n === 4 ? true : null;
    }, 40_000);
  }, 90_000);
});
