// Readiness tells the truth (issue 20): sessions and subscriptions live in Redis, so with Redis
// unreachable the gateway's /readyz answers 503 within a second, naming it.
import { afterAll, describe, expect, it } from '@jest/globals';
import { closedPort, timedGet } from '@hivemind/testing';
import { startTestGateway, type TestStack } from './harness.js';

const stacks: TestStack[] = [];
afterAll(async () => {
  for (const s of stacks) await s.stop();
});

describe('the gateway’s /readyz', () => {
  it('answers 200 with Redis and every subgraph answering', async () => {
    const stack = await startTestGateway();
    stacks.push(stack);
    const res = await timedGet(`${stack.base}/readyz`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready', unavailable: [], checks: { redis: 'ok', feeds: 'ok' } });
  });

  it('answers 503 naming redis within a second while Redis is unreachable', async () => {
    const stack = await startTestGateway({ env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` } });
    stacks.push(stack);
    for (let i = 0; i < 2; i++) {
      const res = await timedGet(`${stack.base}/readyz`);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'not ready', unavailable: ['redis'], checks: { thoughts: 'ok' } });
      expect(res.ms).toBeLessThan(1000);
    }
  });
});
