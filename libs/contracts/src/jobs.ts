import { QueueName, type AgentQueueName } from './queues.js';

/**
 * Every job name, with the queue it runs on and its payload and result. Producer, worker and
 * persister share this one contract (JobData<N> / JobResult<N>).
 */
export enum JobName {
  /** Agent: turn a text into an embedding with the configured AI provider. */
  EmbedText = 'embed-text',
  /** thoughts-svc flow parent: store the embedding its child computed on the thought. */
  PersistThoughtEmbedding = 'persist-thought-embedding',
}

export interface EmbeddingResult {
  /** L2-normalized vector of EMBEDDING_DIMENSIONS numbers. */
  embedding: number[];
  /** Name of the model that made it, stored beside the vector so a model switch can re-embed. */
  model: string;
}

export interface JobMap {
  [JobName.EmbedText]: {
    queue: QueueName.AgentThoughts;
    data: { text: string; userId: string; entityId: string; correlationId?: string };
    result: EmbeddingResult;
  };
  [JobName.PersistThoughtEmbedding]: {
    queue: QueueName.ThoughtsResults;
    data: { thoughtId: string; userId: string; correlationId?: string };
    result: { thoughtId: string; model: string };
  };
}

export type JobData<N extends JobName> = JobMap[N]['data'];
export type JobResult<N extends JobName> = JobMap[N]['result'];

/** Queue of each job name (runtime mirror of JobMap[N]['queue']). */
export const JOB_QUEUE: { [N in JobName]: JobMap[N]['queue'] } = {
  [JobName.EmbedText]: QueueName.AgentThoughts,
  [JobName.PersistThoughtEmbedding]: QueueName.ThoughtsResults,
};

/** Job names that run on a given queue. */
export function jobsOfQueue(queue: QueueName): JobName[] {
  return (Object.keys(JOB_QUEUE) as JobName[]).filter((n) => JOB_QUEUE[n] === queue);
}

export function agentJobNames(queues: readonly AgentQueueName[]): JobName[] {
  return queues.flatMap((q) => jobsOfQueue(q));
}

/**
 * Default job options, in one place: 3 attempts with exponential backoff, failed jobs kept for
 * inspection, completed ones trimmed by age and count.
 */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;

/**
 * `<entity id>.<job name>` so that a retried request does not queue the same work twice. Not `:`:
 * BullMQ 6 refuses custom job ids containing `:` ("Custom Id cannot contain :") unless they have
 * exactly three parts (its legacy repeatable-job format).
 */
export function jobIdFor(entityId: string, name: JobName): string {
  return `${entityId}.${name}`;
}

/** Progress a job reports, both to BullMQ (updateProgress) and to subscribers (pub/sub). */
export interface JobProgress {
  jobName: JobName | string;
  entityId: string;
  stage: string;
  /** 'started' | 'completed' | 'failed' for the stage. */
  status: 'started' | 'completed' | 'failed';
  percent: number;
  at: string;
  error?: string;
}
