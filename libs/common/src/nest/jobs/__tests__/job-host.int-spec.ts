import 'reflect-metadata';
import { afterAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Injectable, Module, type DynamicModule, type INestApplicationContext, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue, QueueEvents, type Job } from 'bullmq';
import { JobName, QueueName, type JobData, type JobResult } from '@hivemind/contracts';
import { ProcessorRegistryError } from '../../../jobs/processor-registry.js';
import { createLogger } from '../../../logger.js';
import { createRedis } from '../../../redis.js';
import {
  JobHost,
  JobHostModule,
  ProcessesJob,
  ProcessesQueue,
  QueueHandlerError,
  type HostedQueue,
  type JobHandler,
  type QueueHandler,
} from '../job-host.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `hmjobhost_${randomBytes(4).toString('hex')}`;
const logger = createLogger('job-host-test', 'silent');
const opened: INestApplicationContext[] = [];

@Injectable()
@ProcessesJob(JobName.FinalizeThought)
class FinalizeHandler implements JobHandler<JobName.FinalizeThought> {
  async process(job: Job<JobData<JobName.FinalizeThought>>): Promise<JobResult<JobName.FinalizeThought>> {
    return { thoughtId: job.data.thoughtId, status: 'ready' };
  }
}

@Injectable()
@ProcessesJob(JobName.ReembedThought)
class ReembedHandler implements JobHandler<JobName.ReembedThought> {
  async process(job: Job<JobData<JobName.ReembedThought>>): Promise<JobResult<JobName.ReembedThought>> {
    return { thoughtId: job.data.thoughtId, status: 'stored' };
  }
}

/** The chat reply's parents, also on thoughts-results: every served job name needs its handler. */
@Injectable()
@ProcessesJob(JobName.PrepareChatReply)
class PrepareReplyHandler implements JobHandler<JobName.PrepareChatReply> {
  async process(): Promise<JobResult<JobName.PrepareChatReply>> {
    return { history: [], context: { thoughts: [], listItems: [], messages: [] } };
  }
}

@Injectable()
@ProcessesJob(JobName.StoreChatReply)
class StoreReplyHandler implements JobHandler<JobName.StoreChatReply> {
  async process(job: Job<JobData<JobName.StoreChatReply>>): Promise<JobResult<JobName.StoreChatReply>> {
    return { replyId: job.data.replyId, status: 'stored' };
  }
}

@Injectable()
@ProcessesJob(JobName.StoreMessageEmbedding)
class StoreEmbeddingHandler implements JobHandler<JobName.StoreMessageEmbedding> {
  async process(job: Job<JobData<JobName.StoreMessageEmbedding>>): Promise<JobResult<JobName.StoreMessageEmbedding>> {
    return { messageId: job.data.messageId, status: 'stored' };
  }
}

const CHAT_HANDLERS = [PrepareReplyHandler, StoreReplyHandler, StoreEmbeddingHandler];

@Injectable()
@ProcessesJob(JobName.ReembedThought)
class SecondReembedHandler extends ReembedHandler {}

@Injectable()
@ProcessesQueue(QueueName.EventsFeeds)
class EventsHandler implements QueueHandler {
  async process(job: Job): Promise<string> {
    return `applied ${job.name}`;
  }
}

async function boot(queues: HostedQueue[], handlers: Type[]): Promise<INestApplicationContext> {
  @Module({})
  class TestModule {
    static register(): DynamicModule {
      return {
        module: TestModule,
        imports: [
          JobHostModule.forRootAsync({
            useFactory: () => ({ connection: { url: REDIS_URL }, prefix, logger, queues }),
          }),
        ],
        providers: handlers,
      };
    }
  }
  const app = await NestFactory.createApplicationContext(TestModule.register(), { logger: false, abortOnError: false });
  opened.push(app);
  return app;
}

async function runJob(queue: QueueName, name: string, data: Record<string, unknown>): Promise<unknown> {
  const q = new Queue(queue, { connection: { url: REDIS_URL }, prefix });
  const events = new QueueEvents(queue, { connection: { url: REDIS_URL }, prefix });
  try {
    await events.waitUntilReady();
    const job = await q.add(name, data);
    return await job.waitUntilFinished(events, 10_000);
  } finally {
    await Promise.all([q.close(), events.close()]);
  }
}

afterAll(async () => {
  await Promise.all(opened.map((a) => a.close()));
  const redis = createRedis(REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('JobHost', () => {
  it('runs each job of a served queue with the handler of its name', async () => {
    const app = await boot(
      [{ name: QueueName.ThoughtsResults, concurrency: 2 }],
      [FinalizeHandler, ReembedHandler, ...CHAT_HANDLERS],
    );
    expect(app.get(JobHost).healthy).toBe(true);
    expect(await runJob(QueueName.ThoughtsResults, JobName.ReembedThought, { thoughtId: 't1' })).toEqual({
      thoughtId: 't1',
      status: 'stored',
    });
    await app.close();
    expect(app.get(JobHost).healthy).toBe(false);
  });

  it('stops the boot when a job name of a served queue has no handler, naming it', async () => {
    await expect(boot([{ name: QueueName.ThoughtsResults, concurrency: 1 }], [FinalizeHandler])).rejects.toThrow(
      ProcessorRegistryError,
    );
    await expect(boot([{ name: QueueName.ThoughtsResults, concurrency: 1 }], [FinalizeHandler])).rejects.toThrow(
      `job "${JobName.ReembedThought}" has no processor`,
    );
  });

  it('stops the boot when a job name has two handlers', async () => {
    await expect(
      boot(
        [{ name: QueueName.ThoughtsResults, concurrency: 1 }],
        [FinalizeHandler, ReembedHandler, SecondReembedHandler],
      ),
    ).rejects.toThrow(/job "reembed-thought" has 2 processors/);
  });

  it('leaves a disabled queue unserved, so its handlers are not required', async () => {
    const app = await boot([{ name: QueueName.ThoughtsResults, concurrency: 1, enabled: false }], []);
    expect(app.get(JobHost).servedQueues).toEqual([]);
    await app.close();
  });

  it('hands every job of a domain-event queue to its queue handler, and refuses to serve one without', async () => {
    await expect(boot([{ name: QueueName.EventsFeeds, concurrency: 1 }], [])).rejects.toThrow(QueueHandlerError);
    const app = await boot([{ name: QueueName.EventsFeeds, concurrency: 1 }], [EventsHandler]);
    expect(await runJob(QueueName.EventsFeeds, 'hive.created', {})).toBe('applied hive.created');
    await app.close();
  });
});
