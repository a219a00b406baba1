import type { Redis } from 'ioredis';
import type { JobProgress } from '@hivemind/contracts';

/**
 * Job progress goes two ways: to BullMQ (job.updateProgress, for dashboards and `job.progress`)
 * and to a Redis pub/sub topic that the gateway turns into a GraphQL subscription for the user.
 * The latest message of a topic is also kept for an hour under lastProgressKey(topic), so a client
 * that subscribes after the work started (or finished) is told where it stands at once.
 */
export const LAST_PROGRESS_TTL_SECONDS = 3600;
export const lastProgressKey = (topic: string): string => `${topic}:last`;

/**
 * KEYS[1] the topic's last-message key; ARGV: topic, TTL, then the messages in order. Keeps the last
 * one, then publishes each: one round trip, atomic, whatever the number of messages.
 */
const PUBLISH_PROGRESS_LUA = `
redis.call('SET', KEYS[1], ARGV[#ARGV], 'EX', ARGV[2])
for i = 3, #ARGV do redis.call('PUBLISH', ARGV[1], ARGV[i]) end
return #ARGV - 2`;

const COMMAND = 'hivemindPublishProgress';

type WithPublishCommand = Redis & {
  [COMMAND]?: (key: string, topic: string, ttl: number, ...messages: string[]) => Promise<number>;
};

/**
 * Publishes progress messages on a topic, in order, and keeps the last one (see lastProgressKey).
 * One Lua script call rather than MULTI: ioredis builds a MULTI by copying every script defined on
 * the client (BullMQ defines dozens on a connection it shares), which cost more than the messages.
 */
export async function publishProgress(
  redis: Redis,
  topic: string,
  progress: JobProgress | readonly JobProgress[],
): Promise<void> {
  const client = redis as WithPublishCommand;
  if (!client[COMMAND]) client.defineCommand(COMMAND, { numberOfKeys: 1, lua: PUBLISH_PROGRESS_LUA });
  const messages = (Array.isArray(progress) ? progress : [progress]).map((p) => JSON.stringify(p));
  if (messages.length === 0) return;
  await client[COMMAND]!(lastProgressKey(topic), topic, LAST_PROGRESS_TTL_SECONDS, ...messages);
}
