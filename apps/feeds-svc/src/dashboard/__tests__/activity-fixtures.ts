// Test helpers (not built) for the dashboards' tests: posts written through the product's own paths
// (creation, the post flow's finalize step), and what no path of the product changes yet (a post's
// source podcast, its age) changed under the rollups' own remove-then-add.
import { expect } from '@jest/globals';
import type { Sentiment, StreamTag } from '@hivemind/contracts';
import type { FeedsHarness } from '../../__tests__/harness/feeds-harness.js';
import { PostPipelineRepository } from '../../posts/post-pipeline.repository.js';
import { ActivityRollupsRepository } from '../../rollups/activity-rollups.repository.js';

const CREATE = `mutation($h: ID!, $c: String!) { createPost(hiveId: $h, content: $c) { id } }`;

/** A new post by the hive's member with the post role. */
export async function newPost(h: FeedsHarness, hive: { hiveId: string; users: { post: string } }): Promise<string> {
  const res = await h.gql<{ createPost: { id: string } }>(CREATE, hive.users.post, { h: hive.hiveId, c: 'a post' });
  return res.body.data!.createPost.id;
}

/** What the post flow's finalize step stores: a thought type and stream tags with sentiments. */
export async function finalize(
  h: FeedsHarness,
  postId: string,
  thoughtType: string | null,
  tags: [string, Sentiment][],
): Promise<void> {
  const streamTags: StreamTag[] = tags.map(([streamId, sentiment]) => ({
    streamId,
    sentiment,
    confidence: 1,
    sentimentScore: 0,
    sentimentAnalysis: 'test',
    mentions: [],
  }));
  const stored = await h
    .get(PostPipelineRepository)
    .storeResults(postId, { category: null, thoughtType, embedding: null, model: null }, streamTags);
  expect(stored).toBe(true);
}

/** Fixture: `update post set <set>` ($1 is the post, `params` from $2) under the rollups' remove-then-add. */
export async function rewrite(h: FeedsHarness, postId: string, set: string, ...params: unknown[]): Promise<void> {
  const rollups = h.get(ActivityRollupsRepository);
  await h.db.$transaction((tx) =>
    rollups.around(tx, [postId], () =>
      tx.$executeRawUnsafe(`update post set ${set} where id = $1::uuid`, postId, ...params),
    ),
  );
}
