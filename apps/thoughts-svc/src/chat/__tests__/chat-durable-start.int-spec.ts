// Durable starts (issue 20): a chat reply's run is recorded with the member's message, so a service
// killed between the commit and the queueing still answers it; a stored reply's embedding is recorded
// with the reply, so a Redis that lost its jobs still embeds it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { v7 as uuid7 } from 'uuid';
import { LocalAiProvider } from '@hivemind/ai';
import { JobName, jobIdFor } from '@hivemind/contracts';
import { GatedAiProvider } from '../../../../agent-worker/src/__tests__/gated-ai-provider.js';
import { PipelineHarness } from '../../__tests__/pipeline-harness.js';
import { ChatReplyFlow } from '../chat-reply.flow.js';
import { ChatRepository } from '../chat.repository.js';

const h = new PipelineHarness({ FLOW_SWEEP_MS: '200', FLOW_RECHECK_MS: '500' });

beforeAll(() => h.start(), 120_000);
afterAll(() => h.stop(), 60_000);

describe('a chat reply survives losing its start', () => {
  it('a chat message committed by a service that died before queueing its reply is answered by the sweeper', async () => {
    const userId = randomUUID();
    const thread = await h.nest.get(ChatRepository).createThread(userId, 'Garden');
    const text = 'Which vegetables should I plant first?';
    const replyId = uuid7();
    // The message's own transaction, without the add that follows it (the process died there).
    const message = await h.nest
      .get(ChatRepository)
      .addMessage({ id: uuid7(), userId, threadId: thread.id, role: 'user', content: text }, (m) =>
        h.nest
          .get(ChatReplyFlow)
          .owed({ threadId: thread.id, userId, userMessageId: m.id, replyId, requestedAt: m.createdAt }, text),
      );
    expect(message.content).toBe(text);
    const deadline = Date.now() + 30_000;
    let reply = await h.db.chatMessage.findUnique({ where: { id: replyId } });
    while ((!reply || reply.status !== 'complete') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      reply = await h.db.chatMessage.findUnique({ where: { id: replyId } });
    }
    expect(reply).toMatchObject({ role: 'assistant', status: 'complete', threadId: thread.id });
    expect(reply?.content.length).toBeGreaterThan(0);
  }, 60_000);
});

describe('a stored reply’s embedding survives losing its queued jobs', () => {
  it('a reply stored with the worker stopped, Redis emptied, worker started: the reply is embedded, once', async () => {
    const userId = randomUUID();
    const repo = h.nest.get(ChatRepository);
    const flow = h.nest.get(ChatReplyFlow);
    const thread = await repo.createThread(userId, 'Bread');
    const asked = await repo.addMessage({
      id: uuid7(),
      userId,
      threadId: thread.id,
      role: 'user',
      content: 'How long should sourdough rise?',
    });
    await h.stopWorkers();
    // What store-chat-reply does: the reply and its owed embedding in one transaction, then the add.
    const replyId = uuid7();
    const content = 'Let the dough rise about four to six hours, until it has doubled.';
    const owed = flow.owedEmbedding({ userId, messageId: replyId, text: content });
    expect(
      await repo.storeReply(userId, thread.id, replyId, content, new Date(asked.createdAt.getTime() + 1), owed),
    ).toBe('stored');
    await flow.embedMessage(owed);
    const parentId = jobIdFor(replyId, JobName.StoreMessageEmbedding);
    expect(await h.db.flowStart.count({ where: { jobId: parentId } })).toBe(1);

    expect(await h.flushQueues()).toBeGreaterThan(0);
    const ai = new GatedAiProvider();
    const embedded: string[] = [];
    ai.failWhen('embed', (text) => {
      embedded.push(text);
      return null;
    });
    await h.startWorker(ai);

    const expected = (await new LocalAiProvider().embed([content]))[0]!.embedding;
    const vectorOf = async (): Promise<number[] | null> => {
      const [row] = await h.db.$queryRaw<{ v: string | null }[]>`
        SELECT embedding::text AS v FROM chat_message WHERE id = ${replyId}::uuid`;
      return row?.v ? (JSON.parse(row.v) as number[]) : null;
    };
    const deadline = Date.now() + 30_000;
    let vector = await vectorOf();
    while (!vector && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      vector = await vectorOf();
    }
    expect(vector?.every((v, i) => Math.abs(v - expected[i]!) < 1e-6)).toBe(true);
    const settled = Date.now() + 10_000;
    while ((await h.db.flowStart.count({ where: { jobId: parentId } })) > 0 && Date.now() < settled)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await h.db.flowStart.count({ where: { jobId: parentId } })).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(embedded.filter((t) => t.includes(content))).toHaveLength(1);
  }, 90_000);
});
