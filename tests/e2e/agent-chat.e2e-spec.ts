// The thinking agent end to end through the running stack (spec 4 thread and message calls, spec 1 §7
// related messages, spec 2 §7 support): threads and messages over REST and GraphQL, a reply streamed
// token by token to a graphql-ws subscriber and stored once, related messages from the member's other
// threads only, and the support form with its confirmation mail.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  AGENT_MESSAGE_MAX_LENGTH,
  AgentMessages,
  SupportConfirmationMail,
  SupportMessages,
  type AgentMessageJson,
  type AgentThreadJson,
  type RelatedMessageJson,
  type SentAgentMessageJson,
} from '@hivemind/contracts';
import { collect, devOutbox, eventually, gql, RestClient, signUpVerified, wsClient } from '@hivemind/testing';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4400';

let alice: RestClient;
let bob: RestClient;
let aliceId: string;
let bobId: string;

beforeAll(async () => {
  ({ client: alice, id: aliceId } = await signUpVerified(GATEWAY, `chat-a-${randomUUID().slice(0, 8)}@example.test`));
  ({ client: bob, id: bobId } = await signUpVerified(GATEWAY, `chat-b-${randomUUID().slice(0, 8)}@example.test`));
});
afterAll(() => undefined);

async function newThread(client: RestClient, title?: string): Promise<AgentThreadJson> {
  const res = await client.call<{ thread: AgentThreadJson }>('POST', '/api/agent/threads', title ? { title } : {});
  expect(res.status).toBe(201);
  return res.body.thread;
}

const messagesOf = async (client: RestClient, threadId: string) =>
  (await client.call<{ messages: AgentMessageJson[] }>('GET', `/api/agent/threads/${threadId}/messages`)).body.messages;

/** Waits until the thread holds `count` messages, all of them embedded by then for related messages. */
const settled = (client: RestClient, threadId: string, count: number) =>
  eventually(async () => {
    const messages = await messagesOf(client, threadId);
    return messages.length === count && messages.every((m) => m.status === 'complete') ? messages : null;
  });

describe('threads and messages over REST', () => {
  it('creates and lists the caller’s threads newest first; another member gets 404', async () => {
    const first = await newThread(alice, 'First thoughts');
    expect(first).toEqual({ id: expect.any(String), title: 'First thoughts', created_at: expect.any(String) });
    const second = await newThread(alice);
    expect(second.title).toBe('New Thread');
    const threads = (await alice.call<{ threads: AgentThreadJson[] }>('GET', '/api/agent/threads')).body.threads;
    expect(threads.slice(0, 2).map((t) => t.id)).toEqual([second.id, first.id]);
    expect((await bob.call<{ threads: AgentThreadJson[] }>('GET', '/api/agent/threads')).body.threads).toEqual([]);

    const notFound = { status: 404, body: { error: AgentMessages.threadNotFound } };
    expect(await bob.call('GET', `/api/agent/threads/${first.id}/messages`)).toEqual(notFound);
    expect(await bob.call('POST', `/api/agent/threads/${first.id}/messages`, { content: 'hello' })).toEqual(notFound);
    expect(await bob.call('GET', `/api/agent/related-messages?threadId=${first.id}`)).toEqual(notFound);
    expect(await alice.call('GET', `/api/agent/threads/not-a-thread/messages`)).toEqual(notFound);
    expect((await new RestClient(GATEWAY).call('GET', '/api/agent/threads')).status).toBe(401);
  });

  it('empty or oversized content is a 400 and stores nothing', async () => {
    const thread = await newThread(alice);
    const path = `/api/agent/threads/${thread.id}/messages`;
    expect(await alice.call('POST', path, { content: '  ' })).toEqual({
      status: 400,
      body: { error: AgentMessages.contentRequired },
    });
    expect(await alice.call('POST', path, {})).toEqual({ status: 400, body: { error: AgentMessages.contentRequired } });
    expect(await alice.call('POST', path, { content: 'y'.repeat(AGENT_MESSAGE_MAX_LENGTH + 1) })).toEqual({
      status: 400,
      body: { error: AgentMessages.contentTooLong },
    });
    expect(await messagesOf(alice, thread.id)).toEqual([]);
  });
});

describe('a reply streams to a graphql-ws subscriber', () => {
  it('the subscriber receives the reply token by token; it is stored once, whole', async () => {
    const thread = await newThread(alice, 'Cooking');
    const client = wsClient(GATEWAY, alice.cookie);
    type Event = {
      agentReply: { replyId: string; status: string; index: number; token: string | null; content: string };
    };
    try {
      const subscription = `subscription($id: ID!) { agentReply(threadId: $id) { replyId status index token content } }`;
      const events = collect<Event>(client, subscription, { id: thread.id }, (items) =>
        items.some((e) => e.agentReply.status === 'completed'),
      );
      // The subscription is live once the gateway checked the thread: give it that moment.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const sent = await alice.call<SentAgentMessageJson>('POST', `/api/agent/threads/${thread.id}/messages`, {
        content: 'What should I cook for friends on Saturday?',
      });
      expect(sent.status).toBe(202);
      expect(sent.body.message).toMatchObject({ role: 'user', status: 'complete' });
      expect(sent.body.jobId).toEqual(expect.any(String));

      const received = (await events).map((e) => e.agentReply);
      const tokens = received.filter((e) => e.status === 'token');
      expect(tokens.length).toBeGreaterThan(5);
      expect(tokens.map((e) => e.index)).toEqual(tokens.map((_, i) => i + 1));
      const completed = received.at(-1)!;
      expect(completed.replyId).toBe(sent.body.reply_id);
      expect(tokens.map((e) => e.token).join('')).toBe(completed.content);
      expect(tokens.at(-1)?.content).toBe(completed.content);

      const messages = await settled(alice, thread.id, 2);
      expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
      expect(messages[1]).toMatchObject({ id: sent.body.reply_id, content: completed.content });

      // A late subscriber starts from what was already said.
      const late = await collect<Event>(client, subscription, { id: thread.id }, (items) => items.length > 0);
      expect(late[0]?.agentReply).toMatchObject({ status: 'completed', content: completed.content });
    } finally {
      await client.dispose();
    }
  });

  it('members only, own threads only', async () => {
    const thread = await newThread(alice);
    const subscription = `subscription($id: ID!) { agentReply(threadId: $id) { status } }`;
    const asBob = wsClient(GATEWAY, bob.cookie);
    const asGuest = wsClient(GATEWAY);
    try {
      await expect(collect(asBob, subscription, { id: thread.id }, () => true)).rejects.toThrow(/Thread not found/);
      await expect(collect(asGuest, subscription, { id: thread.id }, () => true)).rejects.toThrow(/Not signed in/);
    } finally {
      await asBob.dispose();
      await asGuest.dispose();
    }
  });

  it('GraphQL serves the same calls: threads, messages and sending', async () => {
    const created = await gql<{ createAgentThread: { id: string; title: string } }>(
      GATEWAY,
      `mutation { createAgentThread(title: "Via GraphQL") { id title } }`,
      {},
      { cookie: alice.cookie },
    );
    const id = created.data!.createAgentThread.id;
    const sent = await gql<{ sendAgentMessage: { message: { id: string }; jobId: string; replyId: string } }>(
      GATEWAY,
      `mutation($id: ID!) { sendAgentMessage(threadId: $id, content: "Plan my reading for the month") { message { id } jobId replyId } }`,
      { id },
      { cookie: alice.cookie },
    );
    expect(sent.errors).toBeUndefined();
    const messages = await settled(alice, id, 2);
    expect(messages.map((m) => m.id)).toEqual([
      sent.data!.sendAgentMessage.message.id,
      sent.data!.sendAgentMessage.replyId,
    ]);
    const read = await gql<{ agentMessages: { id: string }[] }>(
      GATEWAY,
      `query($id: ID!) { agentMessages(threadId: $id) { id role content status createdAt } }`,
      { id },
      { cookie: bob.cookie },
    );
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('related messages', () => {
  it('come from the caller’s other threads, most similar first; userId never widens the search', async () => {
    const garden = await newThread(alice, 'Garden');
    await alice.call('POST', `/api/agent/threads/${garden.id}/messages`, {
      content: 'When should I plant tomato seedlings in the vegetable garden?',
    });
    await settled(alice, garden.id, 2);
    const bobGarden = await newThread(bob, 'Bob garden');
    await bob.call('POST', `/api/agent/threads/${bobGarden.id}/messages`, {
      content: 'When should I plant tomato seedlings in the vegetable garden?',
    });
    await settled(bob, bobGarden.id, 2);

    const today = await newThread(alice, 'Today');
    await alice.call('POST', `/api/agent/threads/${today.id}/messages`, {
      content: 'My tomato seedlings in the garden need planting soon',
    });
    await settled(alice, today.id, 2);

    // Embeddings of the replies land just after them.
    const related = await eventually(async () => {
      const res = await alice.call<{ relatedMessages: RelatedMessageJson[] }>(
        'GET',
        `/api/agent/related-messages?threadId=${today.id}&userId=${bobId}`,
      );
      return res.status === 200 && res.body.relatedMessages.length >= 2 ? res.body.relatedMessages : null;
    });
    expect(related.every((r) => r.threadId !== today.id && r.threadId !== bobGarden.id)).toBe(true);
    expect(related[0]).toMatchObject({
      threadId: garden.id,
      threadTitle: 'Garden',
      threadCreatedAt: garden.created_at,
    });
    expect(related[0]?.centerMessage).toEqual({
      role: expect.any(String),
      content: expect.any(String),
      id: expect.any(String),
    });
    const sims = related.map((r) => r.similarity);
    expect(sims).toEqual([...sims].sort((a, b) => b - a));
    const withOwnId = await alice.call<{ relatedMessages: RelatedMessageJson[] }>(
      'GET',
      `/api/agent/related-messages?threadId=${today.id}&userId=${aliceId}`,
    );
    expect(withOwnId.body.relatedMessages).toEqual(related);
    expect(await alice.call('GET', '/api/agent/related-messages')).toEqual({
      status: 400,
      body: { error: AgentMessages.threadIdRequired },
    });
  });
});

describe('support', () => {
  it('sends from a verified email, mails a confirmation, answers the email; the spec’s refusals', async () => {
    const emails = (
      await alice.call<{ emails: { id: string; email: string; is_verified: boolean }[] }>('GET', '/api/user/emails')
    ).body.emails;
    const verified = emails.find((e) => e.is_verified)!;
    const message = 'The related messages panel is empty for me.';
    const sent = await alice.call('POST', '/api/support-feedback', {
      user_email_id: verified.id,
      message: `  ${message} `,
    });
    expect(sent).toEqual({ status: 200, body: { email: verified.email } });
    const mail = (await devOutbox(GATEWAY, verified.email)).find((m) => m.subject === SupportConfirmationMail.subject);
    expect(mail?.text).toBe(SupportConfirmationMail.text(message));

    expect(
      await alice.call('POST', '/api/support-feedback', { user_email_id: verified.id, message: ' short ' }),
    ).toEqual({
      status: 400,
      body: { error: SupportMessages.tooShort },
    });
    expect(await alice.call('POST', '/api/support-feedback', { message })).toEqual({
      status: 400,
      body: { error: SupportMessages.selectEmail },
    });
    expect(await bob.call('POST', '/api/support-feedback', { user_email_id: verified.id, message })).toEqual({
      status: 400,
      body: { error: SupportMessages.emailNotVerified },
    });
    expect(
      (await new RestClient(GATEWAY).call('POST', '/api/support-feedback', { user_email_id: verified.id, message }))
        .status,
    ).toBe(401);
  });
});
