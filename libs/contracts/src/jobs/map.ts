import { QueueName, type AgentQueueName } from '../queues.js';
import type { ChatJobMap } from './chat.js';
import type { PodcastFeedJobMap, WebPageJobMap } from './ingestion.js';
import type { MailJobMap } from './mail.js';
import { JobName } from './names.js';
import type { PostJobMap } from './posts.js';
import type { StormJobMap } from './storms.js';
import type { StreamJobMap } from './streams.js';
import type { ThoughtJobMap } from './thoughts.js';

/** Every job name with its queue, payload and result: the areas' maps together. */
export interface JobMap
  extends
    ThoughtJobMap,
    PostJobMap,
    StreamJobMap,
    StormJobMap,
    MailJobMap,
    ChatJobMap,
    WebPageJobMap,
    PodcastFeedJobMap {}

export type JobData<N extends JobName> = JobMap[N]['data'];
export type JobResult<N extends JobName> = JobMap[N]['result'];

/** Queue of each job name (runtime mirror of JobMap[N]['queue']). */
export const JOB_QUEUE: { [N in JobName]: JobMap[N]['queue'] } = {
  [JobName.EmbedText]: QueueName.AgentThoughts,
  [JobName.ClassifyThought]: QueueName.AgentThoughts,
  [JobName.FormatThought]: QueueName.AgentThoughts,
  [JobName.FinalizeThought]: QueueName.ThoughtsResults,
  [JobName.ReembedThought]: QueueName.ThoughtsResults,
  [JobName.EnhanceThought]: QueueName.AgentThoughts,
  [JobName.SummarizeInsights]: QueueName.AgentThoughts,
  [JobName.MatchLists]: QueueName.AgentThoughts,
  [JobName.ClassifyPost]: QueueName.AgentFeeds,
  [JobName.EmbedPost]: QueueName.AgentFeeds,
  [JobName.TagPostStreams]: QueueName.AgentFeeds,
  [JobName.FinalizePost]: QueueName.FeedsResults,
  [JobName.EmbedStream]: QueueName.AgentFeeds,
  [JobName.StoreStreamEmbedding]: QueueName.FeedsResults,
  [JobName.CloseStorm]: QueueName.FeedsResults,
  [JobName.SendMail]: QueueName.HivesMail,
  [JobName.FetchWebPage]: QueueName.AgentFeeds,
  [JobName.StoreWebPage]: QueueName.FeedsResults,
  [JobName.IngestPodcasts]: QueueName.FeedsResults,
  [JobName.FetchPodcastFeed]: QueueName.AgentFeeds,
  [JobName.StorePodcastFeed]: QueueName.FeedsResults,
  [JobName.PrepareChatReply]: QueueName.ThoughtsResults,
  [JobName.ChatReply]: QueueName.AgentChat,
  [JobName.StoreChatReply]: QueueName.ThoughtsResults,
  [JobName.StoreMessageEmbedding]: QueueName.ThoughtsResults,
};

/** Job names that run on a given queue. */
export function jobsOfQueue(queue: QueueName): JobName[] {
  return (Object.keys(JOB_QUEUE) as JobName[]).filter((n) => JOB_QUEUE[n] === queue);
}

export function agentJobNames(queues: readonly AgentQueueName[]): JobName[] {
  return queues.flatMap((q) => jobsOfQueue(q));
}
