import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Job, Queue } from 'bullmq';
import { CATEGORIES, JobName, QueueName, THOUGHT_TYPES, jobIdFor } from '@hivemind/contracts';
import { GatedAiProvider } from '../../../agent-worker/src/__tests__/gated-ai-provider.js';
import { JobHost } from '@hivemind/common/nest';
import { PipelineHarness, REDIS_URL, stagesOf, THOUGHT_FIELDS, type ThoughtView } from './pipeline-harness.js';

/**
 * The thought pipeline end to end inside the process: thoughts-svc (GraphQL over HTTP) queues one
 * flow per captured thought, the agent worker computes the stages with the local provider, the
 * finalize parent stores the result, and the user's progress topic tells every stage as it happens.
 */
const h = new PipelineHarness();
const THOUGHT = `query($id: ID!) { thought(id: $id) { ${THOUGHT_FIELDS} } }`;

const FULL_ORDER = [
  'capturing:started',
  'capturing:completed',
  'classifying:started',
  'classifying:completed',
  'formatting:started',
  'formatting:completed',
  'vectorizing:started',
  'vectorizing:completed',
  'finalizing:started',
  'finalizing:completed',
  'captured:completed',
];

async function readThought(userId: string, id: string): Promise<ThoughtView | null> {
  const res = await h.gql<{ thought: ThoughtView | null }>(THOUGHT, userId, { id });
  return res.body.data?.thought ?? null;
}

beforeAll(() => h.start(), 120_000);
afterAll(() => h.stop(), 60_000);

describe('captureThought runs the whole pipeline as one flow', () => {
  it('classifies, formats, vectorizes and finalizes, announcing each stage in order', async () => {
    const userId = randomUUID();
    const captured = await h.capture(userId, 'i think we should  walk to work more often. it clears the head');
    expect(captured.status).toBe('processing');

    const messages = await h.waitForProgress(userId, captured.id);
    expect(stagesOf(messages)).toEqual(FULL_ORDER);
    const percents = messages.map((m) => m.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(messages.at(-1)).toMatchObject({ stage: 'captured', status: 'completed', percent: 100 });

    const thought = await readThought(userId, captured.id);
    expect(thought).toMatchObject({ status: 'ready', isReady: true, hasEmbedding: true, failedStage: null });
    expect(CATEGORIES).toContain(thought?.category);
    expect(THOUGHT_TYPES).toContain(thought?.thoughtType);
    expect(thought?.topic?.length).toBeGreaterThan(0);
    expect(thought?.content?.length).toBeGreaterThan(0);
    expect(thought?.embeddingModel).toBe(h.ai.embeddingModel);
  });

  it('is idempotent per (user, clientRequestId): one thought, one flow, captured once', async () => {
    const userId = randomUUID();
    const rid = randomUUID();
    const [a, b] = await Promise.all([
      h.capture(userId, 'Book the dentist appointment for next week', rid),
      h.capture(userId, 'Book the dentist appointment for next week', rid),
    ]);
    expect(a.id).toBe(b.id);
    await h.waitForProgress(userId, a.id);
    const retry = await h.capture(userId, 'Book the dentist appointment for next week', rid);
    expect(retry.id).toBe(a.id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stages = stagesOf(h.messages(userId, a.id));
    expect(stages.filter((s) => s === 'classifying:started')).toHaveLength(1);
    expect(stages.filter((s) => s === 'captured:completed')).toHaveLength(1);
    expect(await h.db.thought.count({ where: { userId } })).toBe(1);
  });

  it.each([
    ['classify', 'classifying'],
    ['format', 'formatting'],
    ['embed', 'vectorizing'],
  ] as const)(
    'a failing %s stage publishes failed with the stage and the thought is not marked ready',
    async (method, stage) => {
      const marker = `zzfail${method}`;
      const refusal = Object.assign(new Error(`the model refused (${method})`), { status: 400 });
      h.ai.failWhen(method, (text) => (text.toLowerCase().includes(marker) ? refusal : null));
      const userId = randomUUID();
      const captured = await h.capture(userId, `Remember the ${marker} case for later`);

      const messages = await h.waitForProgress(userId, captured.id);
      const failed = messages.filter((m) => m.status === 'failed');
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ stage, error: expect.stringContaining('the model refused') });
      expect(stagesOf(messages)).toEqual([
        ...FULL_ORDER.slice(0, FULL_ORDER.indexOf(`${stage}:started`) + 1),
        `${stage}:failed`,
      ]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stagesOf(h.messages(userId, captured.id))).not.toContain('captured:completed');

      const thought = await readThought(userId, captured.id);
      expect(thought).toMatchObject({ status: 'failed', failedStage: stage, hasEmbedding: false });
      expect(thought?.isReady).toBe(false);
    },
  );

  it('a worker killed mid-flow leaves the stage to a restarted worker: the thought completes, once', async () => {
    // Only the crashing worker serves jobs while the flow starts.
    await h.stopWorkers();
    const crashing = new GatedAiProvider();
    const first = await h.startWorker(crashing);
    const entered = crashing.holdNextCall('format');

    const userId = randomUUID();
    const captured = await h.capture(userId, 'Plan the garden beds before spring arrives');
    await entered; // the format stage is active on the first worker, inside the AI call
    await first.get(JobHost).kill(); // like a crash: no waiting, the lock is left to expire
    const second = await h.startWorker(new GatedAiProvider());

    const messages = await h.waitForProgress(userId, captured.id);
    crashing.release(); // the killed worker's call finishes now: it must not complete the job again
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const stages = stagesOf(h.messages(userId, captured.id));
    expect(stages.filter((s) => s === 'captured:completed')).toHaveLength(1);
    expect(stages.filter((s) => s === 'classifying:completed')).toHaveLength(1);
    expect(messages.some((m) => m.status === 'failed')).toBe(false);
    expect(await readThought(userId, captured.id)).toMatchObject({ status: 'ready', isReady: true });

    const agent = new Queue(QueueName.AgentThoughts, { connection: { url: REDIS_URL }, prefix: h.prefix });
    const results = new Queue(QueueName.ThoughtsResults, { connection: { url: REDIS_URL }, prefix: h.prefix });
    try {
      const format = await Job.fromId(agent, jobIdFor(captured.id, JobName.FormatThought));
      expect(await format?.getState()).toBe('completed');
      expect(format?.stalledCounter).toBe(1);
      const finalize = await Job.fromId(results, jobIdFor(captured.id, JobName.FinalizeThought));
      expect(finalize?.returnvalue).toEqual({ thoughtId: captured.id, status: 'ready' });
    } finally {
      await agent.close();
      await results.close();
      await second.get(JobHost).kill();
    }
    // Serve the next tests again with a fresh worker on the shared provider.
    await h.startWorker(h.ai);
  });
});

describe('the REST facade’s stage-by-stage capture', () => {
  const STAGE = (name: string) => `mutation($id: ID!, $content: String!) {
    ${name}(thoughtId: $id, content: $content) { ${THOUGHT_FIELDS} }
  }`;

  it('createThought starts nothing; each stage call stores its result; the last one finalizes', async () => {
    const userId = randomUUID();
    const text = 'call mom on sunday about the family reunion';
    const created = await h.gql<{ createThought: ThoughtView }>(
      `mutation($text: String!, $rid: String!) { createThought(text: $text, clientRequestId: $rid) { ${THOUGHT_FIELDS} } }`,
      userId,
      { text, rid: randomUUID() },
    );
    const id = created.body.data!.createThought.id;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stagesOf(h.messages(userId, id))).toEqual(['capturing:started', 'capturing:completed']);

    const classified = await h.gql<{ classifyThought: ThoughtView }>(STAGE('classifyThought'), userId, {
      id,
      content: text,
    });
    expect(classified.body.data?.classifyThought).toMatchObject({
      content: null,
      isReady: false,
      status: 'processing',
    });
    expect(CATEGORIES).toContain(classified.body.data?.classifyThought.category);
    const formatted = await h.gql<{ formatThought: ThoughtView }>(STAGE('formatThought'), userId, {
      id,
      content: text,
    });
    expect(formatted.body.data?.formatThought).toMatchObject({ isReady: true, status: 'processing' });
    const vectorized = await h.gql<{ vectorizeThought: ThoughtView }>(STAGE('vectorizeThought'), userId, {
      id,
      content: formatted.body.data!.formatThought.content,
    });
    expect(vectorized.body.data?.vectorizeThought).toMatchObject({ status: 'ready', hasEmbedding: true });
    expect(stagesOf(h.messages(userId, id))).toEqual(FULL_ORDER);
  });

  it('a stage of someone else’s thought is not found, and blank content is refused', async () => {
    const owner = randomUUID();
    const created = await h.gql<{ createThought: { id: string } }>(
      `mutation($text: String!, $rid: String!) { createThought(text: $text, clientRequestId: $rid) { id } }`,
      owner,
      { text: 'private plans', rid: randomUUID() },
    );
    const id = created.body.data!.createThought.id;
    const stranger = await h.gql(STAGE('classifyThought'), randomUUID(), { id, content: 'private plans' });
    expect(stranger.body.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND', reason: 'THOUGHT_NOT_FOUND' });
    const blank = await h.gql(STAGE('formatThought'), owner, { id, content: '   ' });
    expect(blank.body.errors?.[0]?.extensions?.reason).toBe('THOUGHT_BLANK');
    const row = await h.db.thought.findUnique({ where: { id } });
    expect(row).toMatchObject({ category: null, content: null });
  });
});
