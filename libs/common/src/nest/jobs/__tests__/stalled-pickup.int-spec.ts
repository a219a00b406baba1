// Stalled-job detection with the services' default job locks (issue 20): a job active in a service
// that is killed is taken back by the restarted service (or another replica) within about 15 s.
import 'reflect-metadata';
import { afterAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Injectable, Module, type DynamicModule, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue, type Job } from 'bullmq';
import { z } from 'zod';
import { QueueName } from '@hivemind/contracts';
import { createLogger } from '../../../logger.js';
import { createRedis } from '../../../redis.js';
import { subgraphEnvShape, withServiceJobLocks } from '../../service-env.js';
import { JobHost, JobHostModule, ProcessesQueue, type QueueHandler } from '../job-host.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `hmstalled_${randomBytes(4).toString('hex')}`;
const logger = createLogger('stalled-pickup-test', 'silent');
const opened: INestApplicationContext[] = [];
// The services' defaults, as a service without JOB_* variables runs.
const env = z.object(subgraphEnvShape(4999)).parse({});

/** Each run of the job, by the host that ran it; the first run never ends (its service is killed). */
const runs: { host: string; at: number }[] = [];
let hostName = '';

@Injectable()
@ProcessesQueue(QueueName.EventsFeeds)
class SlowHandler implements QueueHandler {
  private readonly host = hostName;

  async process(job: Job): Promise<string> {
    runs.push({ host: this.host, at: Date.now() });
    if (this.host === 'killed') await new Promise(() => undefined);
    return `applied ${job.name}`;
  }
}

async function boot(name: string): Promise<INestApplicationContext> {
  hostName = name;
  @Module({})
  class ServiceModule {
    static register(): DynamicModule {
      return {
        module: ServiceModule,
        imports: [
          JobHostModule.forRootAsync({
            useFactory: () => ({
              connection: { url: REDIS_URL },
              prefix,
              logger,
              queues: withServiceJobLocks(env, [{ name: QueueName.EventsFeeds, concurrency: 1 }]),
            }),
          }),
        ],
        providers: [SlowHandler],
      };
    }
  }
  const app = await NestFactory.createApplicationContext(ServiceModule.register(), {
    logger: false,
    abortOnError: false,
  });
  opened.push(app);
  return app;
}

afterAll(async () => {
  await Promise.all(opened.map((a) => a.close()));
  const redis = createRedis(REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('a killed service’s active jobs', () => {
  it('are taken back by the restarted service within about 15 s (default locks; the test allows 20 s)', async () => {
    expect([env.JOB_LOCK_DURATION_MS, env.JOB_STALLED_INTERVAL_MS]).toEqual([8_000, 4_000]);
    const killed = await boot('killed');
    const queue = new Queue(QueueName.EventsFeeds, { connection: { url: REDIS_URL }, prefix });
    const job = await queue.add('hive.created', {}, { attempts: 3 });
    while (runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    // Let the lock be renewed at least once, then crash: no waiting, the lock is left to expire.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    await killed.get(JobHost).kill();
    const killedAt = Date.now();

    await boot('restarted');
    while (!runs.some((r) => r.host === 'restarted') && Date.now() - killedAt < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const pickup = runs.find((r) => r.host === 'restarted');
    const seconds = pickup ? (pickup.at - killedAt) / 1000 : Infinity;
    process.stdout.write(`stalled job taken back ${seconds.toFixed(1)} s after its service was killed\n`);
    expect(seconds).toBeLessThan(20);
    for (let i = 0; i < 100 && (await queue.getJobState(job.id!)) !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await queue.getJobState(job.id!)).toBe('completed');
    await queue.close();
  }, 60_000);
});
