// Durable starts (issue 20): a chat reply's run is recorded with the member's message, so a service
// killed between the commit and the queueing still answers it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { v7 as uuid7 } from 'uuid';
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
