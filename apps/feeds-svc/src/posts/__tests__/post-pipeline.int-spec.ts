// A new post's flow end to end in-process: feeds-svc queues it, the real agent worker (local AI
// provider, agent-feeds queue only) classifies and embeds it, and feeds-svc's finalize-post stores
// the results; a classification the author set in the meantime is kept.
import { describe, expect, it } from '@jest/globals';
import { CATEGORIES, THOUGHT_TYPES } from '@hivemind/contracts';
import { eventually } from '../../../../../libs/common/src/nest/__tests__/signed-graphql.js';
import { useFeeds } from '../../__tests__/harness/feeds-harness.js';

const CREATE = `mutation($h: ID!, $c: String!) { createPost(hiveId: $h, content: $c) { id category thoughtType } }`;
const CLASSIFY = `mutation($p: ID!, $c: String) { setPostClassification(postId: $p, category: $c) { id } }`;

const h = useFeeds({ agentWorker: true });

interface Stored {
  category: string | null;
  thought_type: string | null;
  embedding_model: string | null;
  has_embedding: boolean;
}

const stored = async (id: string): Promise<Stored | undefined> =>
  (
    await h.db.$queryRawUnsafe<Stored[]>(
      `select category, thought_type, embedding_model, embedding is not null as has_embedding from post where id = $1::uuid`,
      id,
    )
  )[0];

describe('post flow: classify-post + embed-post → finalize-post', () => {
  it('stores the category, thought type and embedding the agent computed', async () => {
    const { hiveId, users } = await h.hive();
    const res = await h.gql<{ createPost: { id: string; category: string | null } }>(CREATE, users.post, {
      h: hiveId,
      c: 'I think our city should plant more trees along the river to cool the streets in summer.',
    });
    expect(res.body.errors).toBeUndefined();
    const id = res.body.data!.createPost.id;
    const row = await eventually(async () => {
      const r = await stored(id);
      return r?.has_embedding && r.category ? r : null;
    }, 30_000);
    expect(CATEGORIES as readonly string[]).toContain(row.category);
    expect(THOUGHT_TYPES as readonly string[]).toContain(row.thought_type);
    expect(row.embedding_model).toBeTruthy();
  }, 40_000);

  it("keeps the author's own classification", async () => {
    const { hiveId, users } = await h.hive();
    const res = await h.gql<{ createPost: { id: string } }>(CREATE, users.post, { h: hiveId, c: 'A plan for tests' });
    const id = res.body.data!.createPost.id;
    await h.gql(CLASSIFY, users.post, { p: id, c: 'personal' });
    const row = await eventually(async () => {
      const r = await stored(id);
      return r?.has_embedding ? r : null;
    }, 30_000);
    // The author's choice wins whether it landed before or after the agent's.
    expect((await stored(id))?.category).toBe('personal');
    expect(row.embedding_model).toBeTruthy();
  }, 40_000);
});
