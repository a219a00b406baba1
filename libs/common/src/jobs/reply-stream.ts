import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { topics, type AgentReplyEvent, type AgentReplyEventStatus } from '@hivemind/contracts';
import { LAST_PROGRESS_TTL_SECONDS, lastProgressKey } from './progress.js';

/**
 * Publishing a text that grows token by token (the agent's chat replies) so that:
 * - every subscriber hears each new token live (Redis pub/sub, served by the gateway);
 * - a late subscriber gets what was already said: the replay key (`<topic>:last`, as for progress)
 *   holds the whole text so far, not only the last token;
 * - a worker that lost its job (killed, stalled, then retried elsewhere) cannot keep writing: each
 *   attempt claims the stream under an attempt key, and a publish of any other attempt is refused
 *   (the caller then stops). The owner's final word (completed, failed) releases the claim.
 */
export type StreamPublishMode = 'start' | 'continue' | 'final';

/**
 * KEYS[1] replay key, KEYS[2] attempt key; ARGV: topic, TTL, mode, attempt id, snapshot, live
 * message. One round trip, atomic: the check, the snapshot and the publish cannot interleave with
 * another attempt's.
 */
const PUBLISH_STREAM_LUA = `
if ARGV[3] == 'start' then
  redis.call('SET', KEYS[2], ARGV[4], 'EX', ARGV[2])
elseif ARGV[3] == 'continue' then
  if redis.call('GET', KEYS[2]) ~= ARGV[4] then return 0 end
else
  redis.call('DEL', KEYS[2])
end
redis.call('SET', KEYS[1], ARGV[5], 'EX', ARGV[2])
redis.call('PUBLISH', ARGV[1], ARGV[6])
return 1`;

const COMMAND = 'hivemindPublishStream';

type WithStreamCommand = Redis & {
  [COMMAND]?: (...args: (string | number)[]) => Promise<number>;
};

/** Publishes `live` on `topic` and keeps `snapshot` for late subscribers; false when the attempt lost its claim. */
export async function publishStreamed(
  redis: Redis,
  topic: string,
  claim: { key: string; attempt: string; mode: StreamPublishMode },
  snapshot: string,
  live: string,
): Promise<boolean> {
  const client = redis as WithStreamCommand;
  if (!client[COMMAND]) client.defineCommand(COMMAND, { numberOfKeys: 2, lua: PUBLISH_STREAM_LUA });
  const published = await client[COMMAND]!(
    lastProgressKey(topic),
    claim.key,
    topic,
    LAST_PROGRESS_TTL_SECONDS,
    claim.mode,
    claim.attempt,
    snapshot,
    live,
  );
  return published === 1;
}

/**
 * One reply's stream on its thread's topic (topics.agentReply). The agent worker starts an attempt
 * and sends tokens; the flow parent in thoughts-svc sends the final word once the reply is stored
 * (completed) or has failed for good.
 */
export class AgentReplyStream {
  private readonly topic: string;
  private readonly claimKey: string;
  private readonly attempt = randomUUID();
  private index = 0;
  private text = '';

  constructor(
    private readonly redis: Redis,
    private readonly reply: { userId: string; threadId: string; replyId: string },
  ) {
    this.topic = topics.agentReply(reply.userId, reply.threadId);
    this.claimKey = `${this.topic}:attempt:${reply.replyId}`;
  }

  /** Claims the stream for this attempt: subscribers restart the reply's text empty. */
  async start(): Promise<void> {
    this.index = 0;
    this.text = '';
    const event = this.event('started', { content: '' });
    await this.publish('start', event, event);
  }

  /** One more token; false when another attempt took the stream over (this one must stop). */
  async token(token: string): Promise<boolean> {
    this.index += 1;
    this.text += token;
    return this.publish('continue', this.event('token', { content: this.text }), this.event('token', { token }));
  }

  /** The text sent so far by this attempt. */
  get content(): string {
    return this.text;
  }

  /** The reply is stored: its whole text, for every subscriber. */
  async completed(content: string): Promise<void> {
    const event = this.event('completed', { content });
    await this.publish('final', event, event);
  }

  /** The reply failed for good (the thread holds a failed message that can be retried). */
  async failed(error: string): Promise<void> {
    const event = this.event('failed', { error, content: '' });
    await this.publish('final', event, event);
  }

  private event(
    status: AgentReplyEventStatus,
    fields: { token?: string; content?: string; error?: string },
  ): AgentReplyEvent {
    return {
      threadId: this.reply.threadId,
      replyId: this.reply.replyId,
      status,
      index: this.index,
      token: fields.token ?? null,
      content: fields.content ?? null,
      error: fields.error ?? null,
      at: new Date().toISOString(),
    };
  }

  private publish(mode: StreamPublishMode, snapshot: AgentReplyEvent, live: AgentReplyEvent): Promise<boolean> {
    const kept = JSON.stringify(snapshot);
    const sent = live === snapshot ? kept : JSON.stringify(live);
    return publishStreamed(this.redis, this.topic, { key: this.claimKey, attempt: this.attempt, mode }, kept, sent);
  }
}
