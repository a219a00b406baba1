// Readiness tells the truth (issue 20): the agent worker's /readyz answers within a second, 503
// naming Redis while it is unreachable.
import 'reflect-metadata';
import { afterAll, describe, expect, it } from '@jest/globals';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { closedPort, timedGet } from '@hivemind/testing';
import { JobHost } from '@hivemind/common/nest';
import { AgentWorkerModule } from '../agent-worker.module.js';
import { loadAgentWorkerEnv } from '../env.js';
import { HealthServer } from '../health-server.js';
import { GatedAiProvider } from './gated-ai-provider.js';

const opened: INestApplicationContext[] = [];
afterAll(async () => {
  for (const app of opened) {
    // Workers whose Redis is gone stop without waiting for it (as a crash would).
    await app.get(JobHost).kill();
    await app.close();
  }
}, 30_000);

async function start(redisUrl: string): Promise<string> {
  const env = loadAgentWorkerEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    REDIS_URL: redisUrl,
    BULL_PREFIX: `${process.env.BULL_PREFIX ?? 'hivemind-test'}-readiness`,
    LOG_LEVEL: 'silent',
  });
  const app = await NestFactory.createApplicationContext(
    AgentWorkerModule.forRoot({ env, aiProvider: new GatedAiProvider() }),
    { logger: false, abortOnError: false },
  );
  opened.push(app);
  return `http://127.0.0.1:${app.get(HealthServer).port}`;
}

describe('the agent worker’s /readyz', () => {
  it('answers 200 while Redis answers and its workers run', async () => {
    const res = await timedGet(`${await start(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')}/readyz`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', unavailable: [], checks: { redis: 'ok', workers: 'ok' } });
  });

  it('answers 503 naming redis within a second while Redis is unreachable', async () => {
    const url = await start(`redis://127.0.0.1:${await closedPort()}`);
    for (let i = 0; i < 2; i++) {
      const res = await timedGet(`${url}/readyz`);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'unavailable', unavailable: expect.arrayContaining(['redis']) });
      expect(res.ms).toBeLessThan(1000);
    }
  });
});
