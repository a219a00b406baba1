// Durable starts (issue 20): a pasted link's flow is recorded with its process, so a service killed
// between the commit and the add leaves nothing waiting until the next boot: the running service's
// sweeper adds it, with the same job ids. (A flow Redis lost: web-page-durable.int-spec.ts.)
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { JobName, QueueName, jobIdFor, normalizeWebPageUrl } from '@hivemind/contracts';
import { eventually } from '@hivemind/testing';
import { useFeeds, type HiveUsers } from '../../__tests__/harness/feeds-harness.js';
import { WebPageIngestionFlow } from '../web-page-ingestion.flow.js';
import { WebPageProcessesRepository } from '../web-page-processes.repository.js';

const tag = randomUUID().slice(0, 8);
const processes = new Set<string>();
// No agent worker: the flows wait in Redis, where the test looks for them.
const h = useFeeds({
  env: { FLOW_SWEEP_MS: '200', FLOW_RECHECK_MS: '500' },
  beforeClose: async (h) => {
    await h.db.flowStart.deleteMany({ where: { jobId: { in: [...processes].map(parentOf) } } });
    await h.db.webPageProcess.deleteMany({ where: { url: { contains: tag } } });
  },
});

const connection = { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
const prefix = process.env.BULL_PREFIX ?? 'hivemind';
const parentOf = (processId: string) => jobIdFor(processId, JobName.StoreWebPage);
let feedsResults: Queue;
let square: { hiveId: string; users: HiveUsers };

beforeAll(async () => {
  feedsResults = new Queue(QueueName.FeedsResults, { connection, prefix });
  square = await h.hive('Country');
});
afterAll(async () => {
  for (const id of processes) await (await feedsResults.getJob(parentOf(id)))?.remove({ removeChildren: true });
  await feedsResults.close();
});

const queuedAgain = (processId: string) =>
  eventually(
    async () => ((await feedsResults.getJobState(parentOf(processId))) === 'waiting-children' ? true : null),
    10_000,
  );

describe('a pasted link’s flow survives losing its start', () => {
  it('a process committed by a service that died before adding its flow is started by the sweeper', async () => {
    const url = `https://pages.example/${tag}/died`;
    const normalizedUrl = normalizeWebPageUrl(url)!;
    const flow = h.get(WebPageIngestionFlow);
    // The process's own transaction, without the add that follows it (the process died there).
    const row = await h
      .get(WebPageProcessesRepository)
      .create({ userId: square.users.post, url, normalizedUrl, hiveId: square.hiveId }, (processId) =>
        flow.owed({ processId, userId: square.users.post, url: normalizedUrl }),
      );
    processes.add(row.id);
    expect(await h.db.flowStart.count({ where: { jobId: parentOf(row.id) } })).toBe(1);
    await queuedAgain(row.id);
  }, 30_000);
});
