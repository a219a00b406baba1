import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { LocalAiProvider } from '@hivemind/ai';
import { Queue } from 'bullmq';
import { ENHANCE_ACTIONS, JobName, QueueName, ThoughtMessages } from '@hivemind/contracts';
import { PipelineRepository } from '../pipeline/pipeline.repository.js';
import { ThoughtsRepository } from '../thoughts/thoughts.repository.js';
import { PipelineHarness, REDIS_URL, THOUGHT_FIELDS, type ThoughtView } from './pipeline-harness.js';

/**
 * Reading and editing processed thoughts through thoughts-svc's GraphQL, with the agent worker
 * in-process: the MyThoughts feed, related thoughts by pgvector cosine distance, enhancement
 * previews, reset, manual update and Past Thinking insights. Only the owner ever sees or edits.
 */
const h = new PipelineHarness();

const FEED = `query($page: Int, $limit: Int, $category: String, $thoughtType: String, $search: String) {
  thoughtsFeed(page: $page, limit: $limit, category: $category, thoughtType: $thoughtType, search: $search) {
    thoughts { ${THOUGHT_FIELDS} } hasMore filterOptions { categories thoughtTypes }
  }
}`;
type Feed = {
  thoughtsFeed: {
    thoughts: ThoughtView[];
    hasMore: boolean;
    filterOptions: { categories: string[]; thoughtTypes: string[] };
  };
};
const RELATED = `query($id: ID!, $threshold: Float, $limit: Int, $page: Int, $category: String) {
  relatedThoughts(thoughtId: $id, threshold: $threshold, limit: $limit, page: $page, category: $category) {
    thoughts { similarityScore thought { id content category } } hasMore
  }
}`;
type Related = {
  relatedThoughts: {
    thoughts: { similarityScore: number; thought: { id: string; content: string; category: string } }[];
    hasMore: boolean;
  };
};
const ENHANCE = `mutation($content: String!, $action: String!, $instructions: String) {
  enhanceThoughtPreview(content: $content, action: $action, instructions: $instructions)
}`;
const RESET = `mutation($id: ID!) { resetThought(thoughtId: $id) { ${THOUGHT_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $content: String!) { updateThoughtContent(thoughtId: $id, content: $content) { ${THOUGHT_FIELDS} } }`;
const SUMMARY = `query($id: ID!) { relatedSummary(thoughtId: $id) { insights { insight source thoughtId } thoughtCount message } }`;

const owner = randomUUID();
const stranger = randomUUID();
const ids: Record<string, string> = {};

beforeAll(async () => {
  await h.start();
  const texts = {
    dogWalk: 'I should walk my dog every morning before work',
    dogWalk2: 'Morning walks with the dog clear my head',
    taxes: 'Quarterly tax filing deadline for the business is on Friday',
    vaccine: 'Schedule the flu vaccine appointment at the clinic',
  };
  for (const [key, text] of Object.entries(texts)) ids[key] = (await h.captureReady(owner, text)).id;
  ids.strangerDog = (await h.captureReady(stranger, 'Walking my dog in the morning is the best')).id;
}, 120_000);
afterAll(() => h.stop(), 60_000);

describe('thoughtsFeed', () => {
  it('lists the member’s own thoughts newest first, 20 per page by default, with filter options', async () => {
    const res = await h.gql<Feed>(FEED, owner);
    const feed = res.body.data!.thoughtsFeed;
    expect(feed.thoughts.map((t) => t.id)).toEqual([ids.vaccine, ids.taxes, ids.dogWalk2, ids.dogWalk]);
    expect(feed.hasMore).toBe(false);
    expect(feed.filterOptions.categories.length).toBeGreaterThan(0);
    expect(feed.filterOptions.categories).toEqual([...new Set(feed.thoughts.map((t) => t.category!))].sort());
    expect(feed.filterOptions.thoughtTypes).toEqual([...new Set(feed.thoughts.map((t) => t.thoughtType!))].sort());
  });

  it('reads the filter options only when the selection asks for them', async () => {
    const filterOptions = jest.spyOn(ThoughtsRepository.prototype, 'filterOptions');
    try {
      const bare = await h.gql<{ thoughtsFeed: { hasMore: boolean } }>(
        `{ thoughtsFeed(limit: 2) { thoughts { id } hasMore } }`,
        owner,
      );
      expect(bare.body.errors).toBeUndefined();
      expect(bare.body.data!.thoughtsFeed.hasMore).toBe(true);
      expect(filterOptions).not.toHaveBeenCalled();
      const full = await h.gql<Feed>(FEED, owner, { limit: 2 });
      expect(full.body.data!.thoughtsFeed.filterOptions.categories.length).toBeGreaterThan(0);
      expect(filterOptions).toHaveBeenCalledTimes(1);
    } finally {
      filterOptions.mockRestore();
    }
  });

  it('pages with hasMore, filters by category and type, and searches words by prefix', async () => {
    const page1 = (await h.gql<Feed>(FEED, owner, { limit: 3, page: 1 })).body.data!.thoughtsFeed;
    const page2 = (await h.gql<Feed>(FEED, owner, { limit: 3, page: 2 })).body.data!.thoughtsFeed;
    expect([page1.hasMore, page2.hasMore]).toEqual([true, false]);
    expect([...page1.thoughts, ...page2.thoughts].map((t) => t.id)).toHaveLength(4);

    const taxes = await h.db.thought.findUnique({ where: { id: ids.taxes } });
    const byCategory = (await h.gql<Feed>(FEED, owner, { category: taxes!.category })).body.data!.thoughtsFeed;
    expect(byCategory.thoughts.every((t) => t.category === taxes!.category)).toBe(true);
    expect(byCategory.thoughts.map((t) => t.id)).toContain(ids.taxes);
    const byType = (await h.gql<Feed>(FEED, owner, { thoughtType: taxes!.thoughtType })).body.data!.thoughtsFeed;
    expect(byType.thoughts.every((t) => t.thoughtType === taxes!.thoughtType)).toBe(true);

    const walk = (await h.gql<Feed>(FEED, owner, { search: 'walk' })).body.data!.thoughtsFeed;
    expect(walk.thoughts.map((t) => t.id).sort()).toEqual([ids.dogWalk, ids.dogWalk2].sort());
    const stem = (await h.gql<Feed>(FEED, owner, { search: 'walking dogs' })).body.data!.thoughtsFeed;
    expect(stem.thoughts.map((t) => t.id).sort()).toEqual([ids.dogWalk, ids.dogWalk2].sort());
    const none = (await h.gql<Feed>(FEED, owner, { search: 'submarine' })).body.data!.thoughtsFeed;
    expect(none.thoughts).toEqual([]);
  });
});

describe('relatedThoughts', () => {
  it('ranks the member’s other thoughts by cosine distance, nearest first, never the thought itself', async () => {
    const res = await h.gql<Related>(RELATED, owner, { id: ids.dogWalk });
    const related = res.body.data!.relatedThoughts.thoughts;
    expect(related.map((r) => r.thought.id)).not.toContain(ids.dogWalk);
    expect(related[0]?.thought.id).toBe(ids.dogWalk2);
    const scores = related.map((r) => r.similarityScore);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(scores.every((s) => s >= 0 && s <= 1 - 0.1)).toBe(true);
  });

  it('threshold is a minimum similarity (1 − distance); pages and filters apply', async () => {
    const all = (await h.gql<Related>(RELATED, owner, { id: ids.dogWalk, threshold: 0 })).body.data!.relatedThoughts;
    const strict = (await h.gql<Related>(RELATED, owner, { id: ids.dogWalk, threshold: 0.99 })).body.data!
      .relatedThoughts;
    // threshold 0: every other thought at least orthogonal in meaning (distance ≤ 1).
    expect(all.thoughts.length).toBeGreaterThanOrEqual(2);
    expect(all.thoughts.every((r) => r.similarityScore <= 1)).toBe(true);
    expect(strict.thoughts.length).toBeLessThan(all.thoughts.length);
    expect(strict.thoughts.every((r) => 1 - r.similarityScore >= 0.99)).toBe(true);
    const page1 = (await h.gql<Related>(RELATED, owner, { id: ids.dogWalk, threshold: 0, limit: 1 })).body.data!
      .relatedThoughts;
    expect(page1.hasMore).toBe(true);
    const category = all.thoughts[0]!.thought.category;
    const filtered = (await h.gql<Related>(RELATED, owner, { id: ids.dogWalk, threshold: 0, category })).body.data!
      .relatedThoughts;
    expect(filtered.thoughts.every((r) => r.thought.category === category)).toBe(true);
    const bad = await h.gql(RELATED, owner, { id: ids.dogWalk, threshold: 1.5 });
    expect(bad.body.errors?.[0]?.message).toBe(ThoughtMessages.invalidThreshold);
  });
});

describe('other members never see a thought', () => {
  it('not in their feed, not by id, not as related, not editable, no insights', async () => {
    const feed = (await h.gql<Feed>(FEED, stranger)).body.data!.thoughtsFeed;
    expect(feed.thoughts.map((t) => t.id)).toEqual([ids.strangerDog]);
    const byId = await h.gql<{ thought: null }>(`query($id: ID!) { thought(id: $id) { id } }`, stranger, {
      id: ids.dogWalk,
    });
    expect(byId.body.data?.thought).toBeNull();
    // The stranger's own dog thought relates only to their own thoughts.
    const theirs = (await h.gql<Related>(RELATED, stranger, { id: ids.strangerDog, threshold: 0 })).body.data!;
    expect(theirs.relatedThoughts.thoughts).toEqual([]);

    for (const [query, variables] of [
      [RELATED, { id: ids.dogWalk }],
      [SUMMARY, { id: ids.dogWalk }],
      [RESET, { id: ids.dogWalk }],
      [UPDATE, { id: ids.dogWalk, content: 'hijacked' }],
    ] as const) {
      const res = await h.gql(query, stranger, variables);
      expect(res.body.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND', reason: 'THOUGHT_NOT_FOUND' });
    }
    const row = await h.db.thought.findUnique({ where: { id: ids.dogWalk } });
    expect(row?.content).not.toBe('hijacked');
  });
});

describe('editing a thought', () => {
  it('every enhancement action answers a preview and stores nothing', async () => {
    const before = await h.db.thought.findUnique({ where: { id: ids.taxes } });
    for (const action of ENHANCE_ACTIONS) {
      const res = await h.gql<{ enhanceThoughtPreview: string }>(ENHANCE, owner, {
        content: before!.content,
        action,
        instructions: action === 'custom' ? 'Make it sound urgent' : null,
      });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data?.enhanceThoughtPreview.trim().length).toBeGreaterThan(0);
    }
    const after = await h.db.thought.findUnique({ where: { id: ids.taxes } });
    expect(after?.content).toBe(before?.content);
  });

  it('refuses blank or too long content and blank or too long custom instructions with the spec’s texts', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ content: '  ', action: 'punchy' }, ThoughtMessages.contentRequired],
      [{ content: 'x'.repeat(1001), action: 'punchy' }, ThoughtMessages.contentTooLong],
      // Far over Express's default body limit (100 kB): still answered by validation, not refused as 413.
      [{ content: 'x'.repeat(400_000), action: 'punchy' }, ThoughtMessages.contentTooLong],
      [{ content: 'Plan the trip', action: 'custom', instructions: ' ' }, ThoughtMessages.instructionsRequired],
      [
        { content: 'Plan the trip', action: 'custom', instructions: 'y'.repeat(1001) },
        ThoughtMessages.instructionsTooLong,
      ],
      [{ content: 'Plan the trip', action: 'shout' }, ThoughtMessages.unknownAction],
    ];
    for (const [variables, message] of cases) {
      const res = await h.gql(ENHANCE, owner, variables);
      expect(res.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const blankSave = await h.gql(UPDATE, owner, { id: ids.vaccine, content: ' ' });
    expect(blankSave.body.errors?.[0]?.message).toBe(ThoughtMessages.contentRequired);
  });

  it('Save Changes stores the edited text; Reset returns it to the text as captured', async () => {
    const saved = await h.gql<{ updateThoughtContent: ThoughtView }>(UPDATE, owner, {
      id: ids.vaccine,
      content: 'Flu shot: book it this week!',
    });
    expect(saved.body.data?.updateThoughtContent.content).toBe('Flu shot: book it this week!');
    const reset = await h.gql<{ resetThought: ThoughtView }>(RESET, owner, { id: ids.vaccine });
    expect(reset.body.data?.resetThought.content).toBe('Schedule the flu vaccine appointment at the clinic');
    expect(reset.body.data?.resetThought.isReady).toBe(true);
  });
});

describe('re-embedding an edited thought', () => {
  // A member of its own: the other tests' answers over `owner`'s thoughts stay as they were.
  const editor = randomUUID();
  const local = new LocalAiProvider();
  const vectorOf = async (id: string): Promise<number[]> => {
    const [row] = await h.db.$queryRaw<
      { v: string }[]
    >`SELECT embedding::text AS v FROM thought WHERE id = ${id}::uuid`;
    return JSON.parse(row!.v) as number[];
  };
  const embeddingOf = async (text: string): Promise<number[]> => (await local.embed([text]))[0]!.embedding;
  const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) < 1e-6);
  const until = async (check: () => Promise<boolean>): Promise<void> => {
    for (let i = 0; i < 200 && !(await check()); i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(await check()).toBe(true);
  };

  it('Save Changes and Reset embed the new content again, so related thoughts follow the words the member now reads', async () => {
    const dog = (await h.captureReady(editor, 'I should walk my dog every morning before work')).id;
    await h.captureReady(editor, 'Quarterly tax filing deadline for the business is on Friday');
    const id = (await h.captureReady(editor, 'Renew the car insurance policy before it lapses')).id;
    const rewritten = 'Walk the dog every morning before work, rain or shine';
    const progressBefore = h.messagesOfUser(editor).length;
    await h.gql(UPDATE, editor, { id, content: rewritten });
    const expected = await embeddingOf(rewritten);
    await until(async () => near(await vectorOf(id), expected));

    // Now it is the dog walks' nearest thought, which the capture's vector was not.
    const related = (await h.gql<Related>(RELATED, editor, { id: dog })).body.data!.relatedThoughts;
    expect(related.thoughts[0]?.thought.id).toBe(id);
    // Nobody watches a re-embedding: no stage messages.
    expect(h.messagesOfUser(editor).length).toBe(progressBefore);

    const reset = (await h.gql<{ resetThought: ThoughtView }>(RESET, editor, { id })).body.data!.resetThought;
    const original = await embeddingOf(reset.content!);
    await until(async () => near(await vectorOf(id), original));
  });

  it('only the latest content’s vector stays: a vector is stored only while the content is still the embedded text', async () => {
    const id = (await h.captureReady(editor, 'Buy oat milk and coffee beans')).id;
    const versions = ['Call grandma on Sunday', 'Fix the leaking kitchen tap', 'Call grandma on Sunday afternoon'];
    for (const content of versions) await h.gql(UPDATE, editor, { id, content });
    const expected = await embeddingOf(versions.at(-1)!);
    await until(async () => near(await vectorOf(id), expected));
    // A late result for an older text changes nothing.
    const repo = new PipelineRepository(h.db);
    const older = await embeddingOf(versions[1]!);
    expect(await repo.saveEmbeddingOfContent(editor, id, versions[1]!, older, local.embeddingModel)).toBe(false);
    expect(near(await vectorOf(id), expected)).toBe(true);
  });

  it('when the new content cannot be embedded, the save still stands and the previous vector stays', async () => {
    const id = (await h.captureReady(editor, 'Book the dentist for a check-up')).id;
    const before = await vectorOf(id);
    const refusal = Object.assign(new Error('the model refused'), { status: 400 });
    h.ai.failWhen('embed', (text) => (text.includes('zzunembeddable') ? refusal : null));
    const saved = await h.gql<{ updateThoughtContent: ThoughtView }>(UPDATE, editor, {
      id,
      content: 'zzunembeddable words',
    });
    expect(saved.body.data?.updateThoughtContent.content).toBe('zzunembeddable words');
    const results = new Queue(QueueName.ThoughtsResults, { connection: { url: REDIS_URL }, prefix: h.prefix });
    try {
      const outcome = async () =>
        (await results.getCompleted()).find((j) => j.name === JobName.ReembedThought && j.data.thoughtId === id)
          ?.returnvalue as { status: string } | undefined;
      await until(async () => (await outcome()) !== undefined);
      expect(await outcome()).toEqual({ thoughtId: id, status: 'stale' });
      expect(await vectorOf(id)).toEqual(before);
    } finally {
      await results.close();
    }
  });
});

describe('relatedSummary (Past Thinking)', () => {
  it('draws insights from the member’s related thoughts, each naming one of them', async () => {
    const res = await h.gql<{
      relatedSummary: {
        insights: { insight: string; source: string; thoughtId: string }[];
        thoughtCount: number;
        message: string;
      };
    }>(SUMMARY, owner, { id: ids.dogWalk });
    expect(res.body.errors).toBeUndefined();
    const summary = res.body.data!.relatedSummary;
    expect(summary.thoughtCount).toBeGreaterThan(0);
    expect(summary.message).toBe(ThoughtMessages.insightsFound(summary.insights.length, summary.thoughtCount));
    const mine = [ids.dogWalk2, ids.taxes, ids.vaccine];
    expect(summary.insights.every((i) => mine.includes(i.thoughtId) && i.insight.length > 0)).toBe(true);
  });

  it('a thought with no related thoughts gets the empty message', async () => {
    const loner = randomUUID();
    const { id } = await h.captureReady(loner, 'A single lonely thought about astronomy');
    const res = await h.gql<{ relatedSummary: { insights: unknown[]; thoughtCount: number; message: string } }>(
      SUMMARY,
      loner,
      { id },
    );
    expect(res.body.data?.relatedSummary).toEqual({
      insights: [],
      thoughtCount: 0,
      message: ThoughtMessages.noRelatedThoughts,
    });
  });
});
