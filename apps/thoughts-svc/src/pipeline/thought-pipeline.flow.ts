import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { FlowProducer, type FlowJob } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS, JobName, QueueName, jobIdFor, type JobData } from '@hivemind/contracts';
import { REDIS } from '@hivemind/common';
import { APP_ENV } from '@hivemind/common/nest';

export interface ThoughtPipelineStart {
  thoughtId: string;
  userId: string;
  text: string;
  correlationId?: string;
}

/**
 * Queues the whole processing of a captured thought as ONE BullMQ flow. Flows run children before
 * parents, so the stages are chained with the first one deepest:
 *
 *   finalize-thought (thoughts-results, this service: persist, mark ready)
 *     └─ embed-text (agent: vectorizing the formatted content)
 *          └─ format-thought (agent: formatting)
 *               └─ classify-thought (agent: classifying)
 *
 * A stage that fails for good fails its parent (failParentOnFailure) up to embed-text, whose
 * failure lets finalize run anyway (continueParentOnFailure) to record the failure: the thought
 * never waits forever. Job ids derive from the thought id, so starting twice queues nothing new.
 */
@Injectable()
export class ThoughtPipeline implements OnModuleDestroy {
  private readonly producer: FlowProducer;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_ENV) env: { BULL_PREFIX: string }) {
    // The shared client serves plain commands; BullMQ does not close a connection it was given.
    this.producer = new FlowProducer({ connection: redis, prefix: env.BULL_PREFIX });
  }

  async start(input: ThoughtPipelineStart): Promise<void> {
    await this.producer.add(pipelineFlow(input));
  }

  async onModuleDestroy(): Promise<void> {
    await this.producer.close();
  }
}

/** The flow tree of one thought (exported for the benchmark and tests). */
export function pipelineFlow({ thoughtId, userId, text, correlationId }: ThoughtPipelineStart): FlowJob {
  const stage: JobData<JobName.ClassifyThought> = { thoughtId, userId, text, correlationId };
  const embed: JobData<JobName.EmbedText> = { text, userId, entityId: thoughtId, correlationId };
  const finalize: JobData<JobName.FinalizeThought> = { thoughtId, userId, correlationId };
  const opts = (name: JobName) => ({ ...DEFAULT_JOB_OPTIONS, jobId: jobIdFor(thoughtId, name) });
  return {
    name: JobName.FinalizeThought,
    queueName: QueueName.ThoughtsResults,
    data: finalize,
    opts: opts(JobName.FinalizeThought),
    children: [
      {
        name: JobName.EmbedText,
        queueName: QueueName.AgentThoughts,
        data: embed,
        opts: { ...opts(JobName.EmbedText), continueParentOnFailure: true },
        children: [
          {
            name: JobName.FormatThought,
            queueName: QueueName.AgentThoughts,
            data: stage,
            opts: { ...opts(JobName.FormatThought), failParentOnFailure: true },
            children: [
              {
                name: JobName.ClassifyThought,
                queueName: QueueName.AgentThoughts,
                data: stage,
                opts: { ...opts(JobName.ClassifyThought), failParentOnFailure: true },
              },
            ],
          },
        ],
      },
    ],
  };
}
