// Test harness (not a test): the REST facade (a real gateway) in front of the real thoughts-svc and
// agent worker (PipelineHarness), with members signed in through real Redis sessions.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createSession } from '@hivemind/common';
import { startTestGateway, TEST_SECRET, type TestStack } from '../../../../gateway/src/__tests__/harness.js';
import { PipelineHarness, REDIS_URL } from '../../__tests__/pipeline-harness.js';
import { loadThoughtsEnv } from '../../env.js';

export interface Answer<B> {
  status: number;
  body: B;
}

export interface Member {
  id: string;
  cookie: string;
}

/** thoughts-svc signed by the test gateway's secret (its fake hives and feeds subgraphs use it too). */
class GatewayPipelineHarness extends PipelineHarness {
  override readonly env = loadThoughtsEnv({ ...process.env, CONTEXT_SECRET: TEST_SECRET, BULL_PREFIX: this.prefix });
}

export class ListsRestHarness {
  readonly h: PipelineHarness = new GatewayPipelineHarness();
  private stack: TestStack | undefined;
  private redis: Redis | undefined;

  async start(): Promise<void> {
    await this.h.start();
    this.redis = new Redis(REDIS_URL);
    this.stack = await startTestGateway({ urls: { thoughts: `${this.h.url}/graphql` } });
  }

  async stop(): Promise<void> {
    await this.stack?.stop();
    await this.redis?.quit();
    await this.h.stop();
  }

  async member(): Promise<Member> {
    const id = randomUUID();
    const session = await createSession(this.redis as Redis, id);
    return { id, cookie: `sid=${session.sid}` };
  }

  async api<B = Record<string, unknown>>(
    member: Member | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<Answer<B>> {
    const res = await fetch(`${this.stack?.base}${path}`, {
      method,
      headers: {
        'x-requested-with': 'hivemind',
        ...(member ? { cookie: member.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as B };
  }

  /** GraphQL through the gateway as the member (captureThought with its chosen lists). */
  async gql<D>(member: Member, query: string, variables: Record<string, unknown>): Promise<D> {
    const res = await fetch(`${this.stack?.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'hivemind', cookie: member.cookie },
      body: JSON.stringify({ query, variables }),
    });
    const json = (await res.json()) as { data?: D; errors?: unknown[] };
    if (!json.data || json.errors) throw new Error(`graphql failed: ${JSON.stringify(json.errors)}`);
    return json.data;
  }

  /** Captures a thought through the gateway and waits until it is captured. */
  async capture(member: Member, text: string, selectedListIds?: string[]): Promise<string> {
    const data = await this.gql<{ captureThought: { id: string } }>(
      member,
      `mutation($text: String!, $rid: String!, $lists: [ID!]) {
        captureThought(text: $text, clientRequestId: $rid, selectedListIds: $lists) { id }
      }`,
      { text, rid: randomUUID(), lists: selectedListIds ?? null },
    );
    const id = data.captureThought.id;
    const messages = await this.h.waitForProgress(member.id, id);
    if (!messages.some((m) => m.stage === 'captured')) throw new Error(`capture failed: ${JSON.stringify(messages)}`);
    return id;
  }
}

export const taskList = (title: string, matchInstructions: string, itemCreationInstructions = 'Start with a verb') => ({
  title,
  match_instructions: matchInstructions,
  item_creation_instructions: itemCreationInstructions,
  is_task_list: true,
});
