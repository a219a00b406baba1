import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  AGENT_MESSAGE_MAX_LENGTH,
  AGENT_THREAD_DEFAULT_TITLE,
  AgentLinks,
  AgentMessages,
  QueueName,
  parseAgentReplyEvent,
  topics,
  type AgentReplyEvent,
} from '@hivemind/contracts';
import { createRedis, lastProgressKey } from '@hivemind/common';
import { JobHost } from '@hivemind/common/nest';
import { OpenAiProvider } from '@hivemind/ai';
import { startFakeOpenAi } from '@hivemind/testing';
import { GatedAiProvider } from '../../../../agent-worker/src/__tests__/gated-ai-provider.js';
import { PipelineHarness, REDIS_URL } from '../../__tests__/pipeline-harness.js';

/**
 * The agent chat inside the process: thoughts-svc (GraphQL over HTTP) stores threads and messages and
 * queues one flow per reply; the agent worker streams the reply with the local provider on the
 * thread's topic; the flow's parent stores it once and it is embedded; related messages come from the
 * member's other threads only.
 */
const h = new PipelineHarness();
let subscriber: Redis;
let redis: Redis;
const events = new Map<string, AgentReplyEvent[]>();

const CREATE = `mutation($title: String) { createAgentThread(title: $title) { id title createdAt } }`;
const THREADS = `{ agentThreads { id title } }`;
const THREAD = `query($id: ID!) { agentThread(id: $id) { id } }`;
const MESSAGES = `query($id: ID!) { agentMessages(threadId: $id) { id threadId role content status createdAt } }`;
const SEND = `mutation($id: ID!, $content: String!) {
  sendAgentMessage(threadId: $id, content: $content) { message { id role content status } jobId replyId }
}`;
const RETRY = `mutation($id: ID!, $mid: ID!) { retryAgentReply(threadId: $id, messageId: $mid) { jobId replyId } }`;
const RELATED = `query($id: ID!, $userId: ID) { relatedMessages(threadId: $id, userId: $userId) {
  centerMessage { id role content } beforeMessage { id role content } similarity threadId threadTitle threadCreatedAt } }`;

interface Message {
  id: string;
  threadId: string;
  role: string;
  content: string;
  status: string;
}
interface Sent {
  message: Message;
  jobId: string;
  replyId: string;
}

async function data<D>(query: string, userId: string, variables: Record<string, unknown> = {}): Promise<D> {
  const res = await h.gql<D>(query, userId, variables);
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data;
}

async function errorCode(query: string, userId: string, variables: Record<string, unknown>): Promise<unknown> {
  const res = await h.gql(query, userId, variables);
  return res.body.errors?.[0]?.extensions?.code;
}

const newThread = async (userId: string, title?: string): Promise<string> =>
  (await data<{ createAgentThread: { id: string } }>(CREATE, userId, { title })).createAgentThread.id;

const send = async (userId: string, threadId: string, content: string): Promise<Sent> =>
  (await data<{ sendAgentMessage: Sent }>(SEND, userId, { id: threadId, content })).sendAgentMessage;

const messagesOf = async (userId: string, threadId: string): Promise<Message[]> =>
  (await data<{ agentMessages: Message[] }>(MESSAGES, userId, { id: threadId })).agentMessages;

async function until<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The reply's events once it is completed or failed. */
const replyEvents = (userId: string, threadId: string, replyId: string): Promise<AgentReplyEvent[]> =>
  until(async () => {
    const list = (events.get(topics.agentReply(userId, threadId)) ?? []).filter((e) => e.replyId === replyId);
    return list.some((e) => e.status === 'completed' || e.status === 'failed') ? list : null;
  });

async function embedded(messageId: string): Promise<boolean> {
  const rows = await h.db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM chat_message WHERE id = ${messageId}::uuid AND embedding IS NOT NULL`;
  return (rows[0]?.n ?? 0) === 1;
}

/** Sends a message and waits until the reply is stored and every message of the thread is embedded. */
async function converse(userId: string, threadId: string, content: string): Promise<Sent> {
  const sent = await send(userId, threadId, content);
  await replyEvents(userId, threadId, sent.replyId);
  await until(async () => (await embedded(sent.message.id)) && (await embedded(sent.replyId)));
  return sent;
}

beforeAll(async () => {
  await h.start();
  redis = createRedis(REDIS_URL);
  subscriber = createRedis(REDIS_URL);
  await subscriber.psubscribe('user:*:agent-reply:*');
  subscriber.on('pmessage', (_pattern, channel: string, message: string) => {
    const event = parseAgentReplyEvent(message);
    if (event) events.set(channel, [...(events.get(channel) ?? []), event]);
  });
}, 120_000);
afterAll(async () => {
  await subscriber.quit();
  await redis.quit();
  await h.stop();
}, 60_000);

describe('threads and messages are the member’s own', () => {
  it('creates threads (default title), lists them newest first, and hides them from everyone else', async () => {
    const alice = randomUUID();
    const bob = randomUUID();
    const first = await data<{ createAgentThread: { id: string; title: string } }>(CREATE, alice, {});
    expect(first.createAgentThread.title).toBe(AGENT_THREAD_DEFAULT_TITLE);
    const second = await newThread(alice, '  Garden   plans ');
    const threads = (await data<{ agentThreads: { id: string; title: string }[] }>(THREADS, alice)).agentThreads;
    expect(threads.map((t) => t.id)).toEqual([second, first.createAgentThread.id]);
    expect(threads[0]?.title).toBe('Garden plans');

    expect((await data<{ agentThreads: unknown[] }>(THREADS, bob)).agentThreads).toEqual([]);
    expect((await data<{ agentThread: unknown }>(THREAD, bob, { id: second })).agentThread).toBeNull();
    expect(await errorCode(MESSAGES, bob, { id: second })).toBe('NOT_FOUND');
    expect(await errorCode(SEND, bob, { id: second, content: 'let me in' })).toBe('NOT_FOUND');
    expect(await errorCode(MESSAGES, alice, { id: 'not-a-uuid' })).toBe('NOT_FOUND');
    expect(await messagesOf(alice, second)).toEqual([]);
  });

  it('refuses an empty or oversized message and stores nothing', async () => {
    const alice = randomUUID();
    const thread = await newThread(alice);
    const blank = await h.gql(SEND, alice, { id: thread, content: '   ' });
    expect(blank.body.errors?.[0]).toMatchObject({
      message: AgentMessages.contentRequired,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const long = await h.gql(SEND, alice, { id: thread, content: 'x'.repeat(AGENT_MESSAGE_MAX_LENGTH + 1) });
    expect(long.body.errors?.[0]?.message).toBe(AgentMessages.contentTooLong);
    expect(await messagesOf(alice, thread)).toEqual([]);
  });
});

describe('a reply streams token by token and is stored once', () => {
  it('the topic carries started, each token in order, then completed with the stored text', async () => {
    const alice = randomUUID();
    const thread = await newThread(alice, 'Weekend');
    const sent = await send(alice, thread, 'What should I cook for the family this weekend?');
    expect(sent.message).toMatchObject({ role: 'user', status: 'complete' });
    expect(sent.jobId).toMatch(/\.chat-reply$/);

    const list = await replyEvents(alice, thread, sent.replyId);
    expect(list[0]?.status).toBe('started');
    const tokens = list.filter((e) => e.status === 'token');
    expect(tokens.length).toBeGreaterThan(5);
    expect(tokens.map((e) => e.index)).toEqual(tokens.map((_, i) => i + 1));
    const completed = list.at(-1)!;
    expect(completed.status).toBe('completed');
    expect(tokens.map((e) => e.token).join('')).toBe(completed.content);

    const messages = await messagesOf(alice, thread);
    expect(messages.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    expect(messages[1]).toMatchObject({ id: sent.replyId, content: completed.content });

    // A late subscriber reads the whole reply from the replay key.
    const kept = parseAgentReplyEvent((await redis.get(lastProgressKey(topics.agentReply(alice, thread)))) ?? '');
    expect(kept).toMatchObject({ status: 'completed', content: completed.content, replyId: sent.replyId });
    // Both messages are embedded (the member's in the reply's flow, the reply by its own flow).
    await until(async () => (await embedded(sent.message.id)) && (await embedded(sent.replyId)));
  });

  it('while a reply streams, the replay key holds the whole text so far', async () => {
    await h.stopWorkers();
    const gated = new GatedAiProvider();
    const worker = await h.startWorker(gated);
    const held = gated.holdChatAfter(4);
    const alice = randomUUID();
    const thread = await newThread(alice);
    const sent = await send(alice, thread, 'Help me plan a quiet morning routine');
    await held;
    const kept = parseAgentReplyEvent((await redis.get(lastProgressKey(topics.agentReply(alice, thread)))) ?? '');
    const live = (events.get(topics.agentReply(alice, thread)) ?? []).filter((e) => e.status === 'token');
    expect(kept).toMatchObject({ status: 'token', index: 4, replyId: sent.replyId });
    expect(kept?.content).toBe(live.map((e) => e.token).join(''));
    expect(await messagesOf(alice, thread)).toHaveLength(1); // nothing half-stored
    gated.release();
    await replyEvents(alice, thread, sent.replyId);
    expect(await messagesOf(alice, thread)).toHaveLength(2);
    await worker.close();
    await h.startWorker(h.ai);
  });

  it('a worker killed mid-reply is retried elsewhere: one complete reply, no half message', async () => {
    await h.stopWorkers();
    const crashing = new GatedAiProvider();
    const first = await h.startWorker(crashing);
    const held = crashing.holdChatAfter(3);
    const alice = randomUUID();
    const thread = await newThread(alice);
    const sent = await send(alice, thread, 'Should I learn the piano or the guitar first?');
    await held; // three tokens are out, the reply is mid-stream on the first worker
    await first.get(JobHost).kill(); // like a crash: no waiting, the lock is left to expire
    expect(await messagesOf(alice, thread)).toHaveLength(1);
    const second = await h.startWorker(new GatedAiProvider());

    const list = await replyEvents(alice, thread, sent.replyId);
    crashing.release(); // the killed worker's reply goes on: its tokens must be refused
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const all = (events.get(topics.agentReply(alice, thread)) ?? []).filter((e) => e.replyId === sent.replyId);
    expect(all.length).toBe(list.length); // nothing after completed
    expect(list.filter((e) => e.status === 'started')).toHaveLength(2);
    const completed = list.at(-1)!;
    expect(completed.status).toBe('completed');
    const restart = list.map((e) => e.status).lastIndexOf('started');
    expect(
      list
        .slice(restart)
        .filter((e) => e.status === 'token')
        .map((e) => e.token)
        .join(''),
    ).toBe(completed.content);

    const messages = await messagesOf(alice, thread);
    expect(messages.filter((m) => m.role === 'assistant')).toEqual([
      expect.objectContaining({ id: sent.replyId, status: 'complete', content: completed.content }),
    ]);
    const chat = new Queue(QueueName.AgentChat, { connection: { url: REDIS_URL }, prefix: h.prefix });
    try {
      const job = await Job.fromId(chat, sent.jobId);
      expect(await job?.getState()).toBe('completed');
      expect(job?.stalledCounter).toBe(1);
    } finally {
      await chat.close();
      await second.get(JobHost).kill();
    }
    await h.startWorker(h.ai);
  });

  it('a failed reply says so in the thread and a retry completes it in place', async () => {
    const alice = randomUUID();
    const thread = await newThread(alice);
    h.ai.failWhen('chatReply', (text) =>
      text.includes('FAILING') ? Object.assign(new Error('model refused'), { status: 400 }) : null,
    );
    const sent = await send(alice, thread, 'FAILING question about my garden');
    const list = await replyEvents(alice, thread, sent.replyId);
    expect(list.at(-1)).toMatchObject({ status: 'failed', error: AgentMessages.replyFailed });
    const failed = (await messagesOf(alice, thread))[1];
    expect(failed).toMatchObject({
      id: sent.replyId,
      role: 'assistant',
      status: 'failed',
      content: AgentMessages.replyFailed,
    });
    // A complete message or the member's own cannot be "retried".
    expect(await errorCode(RETRY, alice, { id: thread, mid: sent.message.id })).toBe('CONFLICT');
    expect(await errorCode(RETRY, randomUUID(), { id: thread, mid: sent.replyId })).toBe('NOT_FOUND');

    h.ai.failWhen('chatReply', () => null);
    events.delete(topics.agentReply(alice, thread));
    const retried = (
      await data<{ retryAgentReply: { jobId: string; replyId: string } }>(RETRY, alice, {
        id: thread,
        mid: sent.replyId,
      })
    ).retryAgentReply;
    expect(retried.replyId).toBe(sent.replyId);
    expect(retried.jobId).not.toBe(sent.jobId);
    const again = await replyEvents(alice, thread, sent.replyId);
    expect(again.at(-1)?.status).toBe('completed');
    const messages = await messagesOf(alice, thread);
    expect(messages.map((m) => [m.id, m.role, m.status])).toEqual([
      [sent.message.id, 'user', 'complete'],
      [sent.replyId, 'assistant', 'complete'],
    ]);
    expect(messages[1]?.content).toBe(again.at(-1)?.content);
  });
});

describe('the openai provider streams a model reply through the flow', () => {
  it('each delta of the model’s stream is a token on the topic; the stored reply is their whole text', async () => {
    const fake = await startFakeOpenAi();
    await h.stopWorkers();
    const openai = new OpenAiProvider({ apiKey: 'sk-test', baseURL: fake.baseURL, timeoutMs: 2000 });
    const worker = await h.startWorker(new GatedAiProvider(openai));
    try {
      const alice = randomUUID();
      fake.enqueueChat({ stream: ['Your ', 'balcony ', 'herbs ', 'need ', 'sun.'], chunkDelayMs: 5 });
      const thread = await newThread(alice);
      const sent = await send(alice, thread, 'What do my balcony herbs need?');
      const list = await replyEvents(alice, thread, sent.replyId);
      expect(list.filter((e) => e.status === 'token').map((e) => e.token)).toEqual([
        'Your ',
        'balcony ',
        'herbs ',
        'need ',
        'sun.',
      ]);
      expect(list.at(-1)).toMatchObject({ status: 'completed', content: 'Your balcony herbs need sun.' });
      expect((await messagesOf(alice, thread))[1]?.content).toBe('Your balcony herbs need sun.');
      // The model was asked with streaming, the thread as chat turns and the member's data as JSON
      // (empty here: the fake server's vectors are hashes, so nothing is near; the local test above
      // covers what a reply draws on).
      const body = fake.requestsTo('chat').at(-1)?.body as {
        stream: boolean;
        messages: { role: string; content: string }[];
      };
      expect(body.stream).toBe(true);
      expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'What do my balcony herbs need?' });
      expect(body.messages[1]?.content).toContain('"relatedThoughts":[]');
    } finally {
      await worker.close();
      await fake.close();
      await h.startWorker(h.ai);
    }
  });
});

describe('the agent knows the member', () => {
  it('the local reply quotes and links the member’s own related thoughts, never another member’s', async () => {
    const alice = randomUUID();
    const bob = randomUUID();
    const mine = await h.captureReady(alice, 'Plant tomatoes and basil in the raised garden bed in May');
    await h.captureReady(bob, 'Tomatoes in my garden need more sun this summer, says Bob');
    const thread = await newThread(alice);
    const sent = await send(alice, thread, 'What did I plan for the tomatoes in my garden?');
    const reply = (await replyEvents(alice, thread, sent.replyId)).at(-1)!;
    expect(reply.status).toBe('completed');
    expect(reply.content).toContain('raised garden bed');
    expect(reply.content).toContain(AgentLinks.thought(mine.id));
    expect(reply.content).not.toContain('Bob');

    // Deterministic: the same question over the same data gives the same reply.
    const again = await send(alice, thread, 'What did I plan for the tomatoes in my garden?');
    const second = (await replyEvents(alice, thread, again.replyId)).at(-1)!;
    expect(second.content?.split('\n').slice(0, 3)).toEqual(reply.content?.split('\n').slice(0, 3));
  });
});

describe('related messages come from the member’s other threads, most similar first', () => {
  it('orders by similarity, leaves out the active thread and other members, and ignores userId', async () => {
    const alice = randomUUID();
    const bob = randomUUID();
    const garden = await newThread(alice, 'Garden');
    await converse(alice, garden, 'How deep should I plant tomato seedlings in the vegetable garden?');
    const money = await newThread(alice, 'Money');
    await converse(alice, money, 'Should I move my savings into an index fund this year?');
    const bobGarden = await newThread(bob, 'Bob garden');
    await converse(bob, bobGarden, 'How deep should I plant tomato seedlings in the vegetable garden?');

    const active = await newThread(alice, 'Today');
    await converse(alice, active, 'My tomato seedlings in the garden look weak, how do I plant them deeper?');

    type Row = {
      centerMessage: { id: string; role: string; content: string };
      beforeMessage: { id: string; role: string; content: string } | null;
      similarity: number;
      threadId: string;
      threadTitle: string;
      threadCreatedAt: string;
    };
    const rows = (await data<{ relatedMessages: Row[] }>(RELATED, alice, { id: active })).relatedMessages;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.threadId !== active && r.threadId !== bobGarden)).toBe(true);
    expect(rows[0]?.threadId).toBe(garden);
    expect(rows[0]?.threadTitle).toBe('Garden');
    const sims = rows.map((r) => r.similarity);
    expect(sims).toEqual([...sims].sort((a, b) => b - a));
    expect(sims.every((s) => s >= 0 && s <= 1)).toBe(true);
    const reply = rows.find((r) => r.centerMessage.role === 'assistant' && r.threadId === garden);
    if (reply) expect(reply.beforeMessage?.role).toBe('user');

    // Naming another member never widens the search to them.
    const asBob = (await data<{ relatedMessages: Row[] }>(RELATED, alice, { id: active, userId: bob })).relatedMessages;
    expect(asBob).toEqual(rows);
    // Another member's thread is not found.
    expect(await errorCode(RELATED, bob, { id: active })).toBe('NOT_FOUND');
    // A thread with nothing embedded yet has no related messages.
    const empty = await newThread(alice);
    expect((await data<{ relatedMessages: Row[] }>(RELATED, alice, { id: empty })).relatedMessages).toEqual([]);
  });
});
