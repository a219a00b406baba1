// A web page process survives losing its queued jobs and a killed worker (issue 17: "a worker killed
// during ingestion loses nothing and duplicates nothing once restarted"; issue 20 durable starts):
// feeds-svc and the real agent worker (local AI provider) in this process, in a BullMQ prefix of
// their own, against a page served by an HTTP server this test starts on 127.0.0.1.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { JobName, QueueName, jobIdFor } from '@hivemind/contracts';
import { createRedis } from '@hivemind/common';
import { deleteKeys } from '@hivemind/testing';
import { JobHost } from '@hivemind/common/nest';
import { eventually } from '../../../../../libs/common/src/nest/__tests__/signed-graphql.js';
import { GatedAiProvider } from '../../../../agent-worker/src/__tests__/gated-ai-provider.js';
import { startAgentWorker, startFeeds, useFeeds, type HiveUsers } from '../../__tests__/harness/feeds-harness.js';
import { WebPageProcessesRepository } from '../web-page-processes.repository.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `${process.env.BULL_PREFIX ?? 'hivemind-test'}-webpages-${randomUUID().slice(0, 8)}`;
const tag = randomUUID().slice(0, 8);

const paragraphs = [
  'Repair cafes invite neighbours to bring broken lamps, toasters and bicycles to be fixed by volunteers.',
  'Volunteers at a repair cafe show each visitor how the repair is done, so the next one can be done at home.',
  'A repair cafe keeps several tonnes of electrical waste out of landfill every year in a mid-sized town.',
  'Most repair cafes meet once a month in a library, a church hall or a community centre with long tables.',
  'Spare parts are the hardest part of a repair: many cafes keep a shelf of salvaged switches and cables.',
  'Manufacturers that publish repair manuals make the volunteers’ work at repair cafes far easier.',
  'Visitors often stay for coffee after their repair and end up volunteering at the next repair cafe.',
];
const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head>
<body><article><h1>${title}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}</article></body></html>`;

let server: Server;
let base = '';
let square: { hiveId: string; users: HiveUsers };
const workers: INestApplicationContext[] = [];

// Short job locks too, so a killed feeds-svc's store job comes back within a few seconds.
const feedsEnv = {
  BULL_PREFIX: prefix,
  FLOW_SWEEP_MS: '200',
  FLOW_RECHECK_MS: '500',
  JOB_LOCK_DURATION_MS: '2000',
  JOB_STALLED_INTERVAL_MS: '500',
};
const h = useFeeds({
  env: feedsEnv,
  beforeClose: async (h) => {
    for (const worker of workers.splice(0)) await worker.close();
    await h.db.post.deleteMany({ where: { webPage: { url: { contains: tag } } } });
    await h.db.webPageProcess.deleteMany({ where: { url: { contains: tag } } });
    await h.db.webPage.deleteMany({ where: { url: { contains: tag } } });
    await h.db.flowStart.deleteMany({ where: { queuePrefix: prefix } });
  },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(`Repair cafes ${req.url}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  square = await h.hive('Country');
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const redis = createRedis(REDIS_URL);
  for (const name of Object.values(QueueName)) {
    const queue = new Queue(name, { connection: redis, prefix });
    await queue.obliterate({ force: true });
    await queue.close();
  }
  await redis.quit();
});

/** The real agent worker with short locks, so a killed worker's job comes back within a second or two. */
async function startWorker(ai = new GatedAiProvider()): Promise<INestApplicationContext> {
  const worker = await startAgentWorker({
    prefix,
    aiProvider: ai,
    env: { INGEST_ALLOWED_HOSTS: '127.0.0.1', AGENT_LOCK_DURATION_MS: '1000', AGENT_STALLED_INTERVAL_MS: '300' },
  });
  workers.push(worker);
  return worker;
}

async function stopWorkers(): Promise<void> {
  for (const worker of workers.splice(0)) await worker.close();
}

async function submit(url: string): Promise<string> {
  const res = await h.gql<{ submitWebPage: { id: string; status: string } }>(
    `mutation($url: String!, $hiveId: ID) { submitWebPage(url: $url, hiveId: $hiveId) { id status } }`,
    square.users.post,
    { url, hiveId: square.hiveId },
  );
  expect(res.body.data?.submitWebPage.status).toBe('processing');
  return res.body.data!.submitWebPage.id;
}

/** Deletes every key of the run's BullMQ prefix: what a Redis restart without persistence leaves. */
async function flushQueues(): Promise<number> {
  const redis = createRedis(REDIS_URL);
  try {
    return await deleteKeys(redis, `${prefix}:*`);
  } finally {
    await redis.quit();
  }
}

/**
 * The process ends completed with its page; each drop is posted once, and each post's pipeline ran
 * (classified and embedded); nothing stays owed, and nothing more arrives later.
 */
async function expectCompletedOnce(processId: string): Promise<void> {
  const process = await eventually(async () => {
    const row = await h.db.webPageProcess.findUniqueOrThrow({ where: { id: processId } });
    return row.status === 'processing' ? null : row;
  }, 40_000);
  expect(process).toMatchObject({ status: 'completed', error: null });
  const webPageId = process.webPageId!;
  const posts = await h.db.post.findMany({ where: { webPageId } });
  expect(posts.length).toBeGreaterThanOrEqual(3);
  expect(new Set(posts.map((p) => p.content)).size).toBe(posts.length);
  await eventually(async () => {
    const [row] = await h.db.$queryRawUnsafe<{ n: number }[]>(
      'select count(*)::int as n from post where web_page_id = $1::uuid and embedding is not null and category is not null',
      webPageId,
    );
    return row!.n === posts.length ? true : null;
  }, 40_000);
  const owedIds = [
    jobIdFor(processId, JobName.StoreWebPage),
    ...posts.map((p) => jobIdFor(p.id, JobName.FinalizePost)),
  ];
  await eventually(
    async () => ((await h.db.flowStart.count({ where: { jobId: { in: owedIds } } })) === 0 ? true : null),
    20_000,
  );
  // Late duplicates would show up as more posts.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(await h.db.post.count({ where: { webPageId } })).toBe(posts.length);
  expect(await h.db.webPage.count({ where: { url: { contains: tag }, id: webPageId } })).toBe(1);
}

describe('a web page process survives losing its queued jobs and a killed worker', () => {
  it('a process submitted with the agent worker stopped and then lost by Redis completes once the worker starts, with its drops once', async () => {
    const processId = await submit(`${base}/flushed-${tag}`);
    expect(await flushQueues()).toBeGreaterThan(0);
    const redis = createRedis(REDIS_URL);
    const results = new Queue(QueueName.FeedsResults, { connection: redis, prefix });
    try {
      // The sweeper of owed flows (not a boot) finds the process's flow missing and adds it again.
      await eventually(
        async () =>
          (await results.getJobState(jobIdFor(processId, JobName.StoreWebPage))) === 'waiting-children' ? true : null,
        10_000,
      );
    } finally {
      await results.close();
      await redis.quit();
    }
    await startWorker();
    await expectCompletedOnce(processId);
    await stopWorkers();
  }, 90_000);

  it('an agent worker killed while writing the drops loses nothing and duplicates nothing once restarted', async () => {
    const crashing = new GatedAiProvider();
    const first = await startWorker(crashing);
    const entered = crashing.holdNextCall('writeDrops');
    const processId = await submit(`${base}/killed-${tag}`);
    await entered; // fetch-web-page is active on the first worker, inside the AI call
    await first.get(JobHost).kill(); // like a crash: no waiting, the lock is left to expire
    await startWorker();
    await eventually(async () => {
      const row = await h.db.webPageProcess.findUniqueOrThrow({ where: { id: processId } });
      return row.status === 'processing' ? null : row;
    }, 40_000);
    crashing.release(); // the killed worker's call finishes now: it must not complete the job again
    await expectCompletedOnce(processId);

    const agent = new Queue(QueueName.AgentFeeds, { connection: { url: REDIS_URL }, prefix });
    try {
      const fetch = await Job.fromId(agent, jobIdFor(processId, JobName.FetchWebPage));
      expect(await fetch?.getState()).toBe('completed');
      expect(fetch?.stalledCounter).toBe(1);
    } finally {
      await agent.close();
    }
    await stopWorkers();
  }, 90_000);

  it('feeds-svc killed while storing the page (after its commit) loses nothing and duplicates nothing once restarted', async () => {
    await startWorker();
    // The store job stops right after the page and its drops are committed, before it adds their
    // post pipelines and completes (a test gate, as GatedAiProvider holds an AI call).
    const repo = h.get(WebPageProcessesRepository);
    const storePage = repo.storePage.bind(repo);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    repo.storePage = async (...args) => {
      repo.storePage = storePage;
      const stored = await storePage(...args);
      entered();
      await gate;
      return stored;
    };
    const processId = await submit(`${base}/store-killed-${tag}`);
    await inside;
    await h.get(JobHost).kill(); // like a crash: no waiting, the lock is left to expire
    const restarted = await startFeeds(feedsEnv);
    try {
      await expectCompletedOnce(processId);
      const results = new Queue(QueueName.FeedsResults, { connection: { url: REDIS_URL }, prefix });
      try {
        const store = await Job.fromId(results, jobIdFor(processId, JobName.StoreWebPage));
        await eventually(async () => ((await store?.getState()) === 'completed' ? true : null), 20_000);
        expect((await Job.fromId(results, jobIdFor(processId, JobName.StoreWebPage)))?.stalledCounter).toBe(1);
      } finally {
        await results.close();
      }
      // The killed service's call finishes now: it adds nothing more.
      release();
      await expectCompletedOnce(processId);
    } finally {
      release();
      await restarted.close();
      await stopWorkers();
    }
  }, 120_000);
});
