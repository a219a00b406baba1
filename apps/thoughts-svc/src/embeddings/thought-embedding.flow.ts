import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { FlowProducer } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS, JobName, QueueName, jobIdFor, type JobData } from '@hivemind/contracts';
import { REDIS } from '@hivemind/common';
import { APP_ENV } from '@hivemind/common/nest';

export interface ThoughtEmbeddingStart {
  thoughtId: string;
  userId: string;
  text: string;
  correlationId?: string;
}

/**
 * Starts the embedding of a thought as a BullMQ flow: the AI child (embed-text, computed by the
 * stateless agent worker) and this service's parent (persist-thought-embedding), which runs once
 * the child's value is ready and writes it into the thought row. Job ids derive from the thought
 * id, so starting twice for the same thought queues nothing new.
 */
@Injectable()
export class ThoughtEmbeddingFlow implements OnModuleDestroy {
  private readonly producer: FlowProducer;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_ENV) env: { BULL_PREFIX: string }) {
    // The shared client serves plain commands; BullMQ does not close a connection it was given.
    this.producer = new FlowProducer({ connection: redis, prefix: env.BULL_PREFIX });
  }

  async start(input: ThoughtEmbeddingStart): Promise<void> {
    const { thoughtId, userId, text, correlationId } = input;
    const parent: JobData<JobName.PersistThoughtEmbedding> = { thoughtId, userId, correlationId };
    const child: JobData<JobName.EmbedText> = { text, userId, entityId: thoughtId, correlationId };
    await this.producer.add({
      name: JobName.PersistThoughtEmbedding,
      queueName: QueueName.ThoughtsResults,
      data: parent,
      opts: { ...DEFAULT_JOB_OPTIONS, jobId: jobIdFor(thoughtId, JobName.PersistThoughtEmbedding) },
      children: [
        {
          name: JobName.EmbedText,
          queueName: QueueName.AgentThoughts,
          data: child,
          // A child that fails for good fails the parent too, instead of leaving it waiting forever.
          opts: { ...DEFAULT_JOB_OPTIONS, jobId: jobIdFor(thoughtId, JobName.EmbedText), failParentOnFailure: true },
        },
      ],
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.producer.close();
  }
}
