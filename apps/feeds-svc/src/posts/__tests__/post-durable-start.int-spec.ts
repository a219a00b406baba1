// Durable starts (issue 20): a new post's finalize flow is recorded with the post, so neither a Redis
// that lost its jobs nor a service killed between the commit and the add leaves it unprocessed.
import { afterAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { JobName, QueueName, jobIdFor } from '@hivemind/contracts';
import { createRedis } from '@hivemind/common';
import { eventually } from '../../../../../libs/common/src/nest/__tests__/signed-graphql.js';
import { startAgentWorker, useFeeds } from '../../__tests__/harness/feeds-harness.js';
import { PostPipeline } from '../post-pipeline.js';
import { PostsRepository } from '../posts.repository.js';

const CREATE = `mutation($h: ID!, $c: String!) { createPost(hiveId: $h, content: $c) { id } }`;

// No agent worker at first: the flows wait in Redis until a test starts one.
const h = useFeeds({ env: { FLOW_SWEEP_MS: '200', FLOW_RECHECK_MS: '500' } });
let agent: INestApplicationContext | undefined;
afterAll(async () => {
  await agent?.close();
});

const finalized = (id: string): Promise<{ embedding_model: string }> =>
  eventually(async () => {
    const [row] = await h.db.$queryRawUnsafe<{ embedding_model: string | null }[]>(
      `select embedding_model from post where id = $1::uuid and embedding is not null and category is not null`,
      id,
    );
    return row?.embedding_model ? { embedding_model: row.embedding_model } : null;
  }, 40_000);

describe('a new post’s AI work survives losing its queued jobs', () => {
  it('a post whose flow Redis lost is queued again and finalized; nothing stays owed', async () => {
    const { hiveId, users } = await h.hive();
    const res = await h.gql<{ createPost: { id: string } }>(CREATE, users.post, {
      h: hiveId,
      c: 'Our street could hold a monthly repair cafe for bikes and lamps.',
    });
    expect(res.body.errors).toBeUndefined();
    const id = res.body.data!.createPost.id;
    const parentId = jobIdFor(id, JobName.FinalizePost);

    // The post's jobs vanish as in a Redis restart that kept nothing.
    const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const results = new Queue(QueueName.FeedsResults, {
      connection: redis,
      prefix: process.env.BULL_PREFIX ?? 'hivemind',
    });
    try {
      expect(await results.getJobState(parentId)).toBe('waiting-children');
      await results.remove(parentId, { removeChildren: true });
      expect(await results.getJobState(parentId)).toBe('unknown');
      // The sweeper finds the owed flow missing and adds it again.
      await eventually(
        async () => ((await results.getJobState(parentId)) === 'waiting-children' ? true : null),
        10_000,
      );
    } finally {
      await results.close();
      await redis.quit();
    }

    agent = await startAgentWorker();
    expect((await finalized(id)).embedding_model).toBeTruthy();
    await eventually(
      async () => ((await h.db.flowStart.count({ where: { jobId: parentId } })) === 0 ? true : null),
      10_000,
    );
  }, 60_000);

  it('a post committed by a service that died before adding its flow is started by the sweeper', async () => {
    const { hiveId, users } = await h.hive();
    const content = 'A shared tool library in the old post office.';
    // The post's own transaction, without the add that follows it (the process died there).
    const row = await h
      .get(PostsRepository)
      .create({ hiveId, userId: users.post, content, stormId: null }, (postId) =>
        h.get(PostPipeline).owed({ postId, text: content }),
      );
    agent ??= await startAgentWorker();
    expect((await finalized(row.id)).embedding_model).toBeTruthy();
  }, 60_000);
});
