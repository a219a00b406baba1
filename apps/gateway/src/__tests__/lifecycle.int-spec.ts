import { describe, expect, it } from '@jest/globals';
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeSubgraph } from './fake-subgraphs.js';
import { startTestGateway, TEST_SECRET } from './harness.js';

/** A port nothing listens on (bound and released at once). */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

describe('readiness and composition', () => {
  it('answers /readyz 503 (and /healthz 200) until every subgraph answers, then composes and turns ready', async () => {
    const port = await freePort();
    const stack = await startTestGateway({ urls: { feeds: `http://127.0.0.1:${port}/` }, waitComposed: false });
    const late: { stop: () => Promise<void> } = { stop: async () => undefined };
    try {
      expect((await fetch(`${stack.base}/healthz`)).status).toBe(200);
      expect((await fetch(`${stack.base}/readyz`)).status).toBe(503);
      const gql = await fetch(`${stack.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      });
      expect(gql.status).toBe(503);
      // The missing subgraph comes up: the retry loop composes without a restart.
      const feeds = await startFakeSubgraph('feeds', TEST_SECRET, port);
      late.stop = feeds.stop;
      await stack.gateway.whenComposed(10_000);
      expect((await fetch(`${stack.base}/readyz`)).status).toBe(200);
    } finally {
      await late.stop();
      await stack.stop();
    }
  });

  it('answers /readyz 503 while a subgraph is down after composition', async () => {
    const stack = await startTestGateway();
    try {
      expect((await fetch(`${stack.base}/readyz`)).status).toBe(200);
      await stack.fakes[1]!.stop();
      await new Promise((r) => setTimeout(r, 1100)); // past the probe cache
      expect((await fetch(`${stack.base}/readyz`)).status).toBe(503);
    } finally {
      await stack.stop();
    }
  });

  it('answers / with a 503 page when the web app is not built', async () => {
    const stack = await startTestGateway({ env: { WEB_DIST: join(mkdtempSync(join(tmpdir(), 'gw-empty-')), 'dist') } });
    try {
      const res = await fetch(`${stack.base}/`);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('not built');
    } finally {
      await stack.stop();
    }
  });
});
