// Readiness tells the truth (issue 20): with Redis or PostgreSQL unreachable a service's /readyz
// answers 503 within a second, naming the missing dependency. The three services share this
// /readyz (libs/common nest/health.ts); thoughts-svc stands for them.
import { afterAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@hivemind/common';
import { createSubgraphApp, JobHost } from '@hivemind/common/nest';
import { closedPort, timedGet } from '@hivemind/testing';
import { TEST_CONTEXT_SECRET } from '../../../../libs/common/src/nest/__tests__/signed-graphql.js';
import { AppModule } from '../app.module.js';
import { loadThoughtsEnv } from '../env.js';

const apps: INestApplication[] = [];
afterAll(async () => {
  for (const app of apps) {
    // Workers whose Redis is gone stop without waiting for it (as a crash would).
    await app.get(JobHost).kill();
    await app.close();
  }
}, 30_000);

async function start(overrides: Record<string, string>): Promise<string> {
  const env = loadThoughtsEnv({ ...process.env, CONTEXT_SECRET: TEST_CONTEXT_SECRET, ...overrides });
  const logger = createLogger('thoughts-svc-readiness-test', 'silent');
  const app = await createSubgraphApp(AppModule.register(env, logger), logger);
  apps.push(app);
  await app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

describe('a service’s /readyz', () => {
  it('answers 200 when PostgreSQL and Redis answer', async () => {
    const res = await timedGet(`${await start({})}/readyz`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', checks: { postgres: 'ok', redis: 'ok' } });
  });

  it('answers 503 naming redis within a second while Redis is unreachable', async () => {
    const url = await start({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    for (let i = 0; i < 2; i++) {
      const res = await timedGet(`${url}/readyz`);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'unavailable', unavailable: ['redis'], checks: { postgres: 'ok' } });
      expect(res.ms).toBeLessThan(1000);
    }
  });

  it('answers 503 naming postgres within a second while PostgreSQL is unreachable', async () => {
    const url = await start({ THOUGHTS_DATABASE_URL: `postgresql://postgres@127.0.0.1:${await closedPort()}/x` });
    const res = await timedGet(`${url}/readyz`);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'unavailable', unavailable: ['postgres'], checks: { redis: 'ok' } });
    expect(res.ms).toBeLessThan(1000);
  });
});
