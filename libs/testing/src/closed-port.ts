import { createServer } from 'node:net';
import { eventually } from './graphql-client.js';

/** A local TCP port nothing listens on (bound, then released): a dependency that is down. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** GETs a URL and times the answer (readiness must answer within a second). */
export async function timedGet(url: string): Promise<{ status: number; body: unknown; ms: number }> {
  const started = Date.now();
  const res = await fetch(url);
  const body = (await res.json()) as unknown;
  return { status: res.status, body, ms: Date.now() - started };
}

/**
 * Polls a /readyz until it answers 200 (within timeoutMs) and returns that answer. Each check has a
 * 500 ms budget (libs/common readiness.ts): on a loaded machine a single probe of an app that is up
 * can miss it, and orchestrators probe again, so "ready when everything is up" means it turns ready.
 */
export async function untilReady(url: string, timeoutMs = 10_000): Promise<Response> {
  return eventually(async () => {
    const res = await fetch(url);
    return res.status === 200 ? res : null;
  }, timeoutMs);
}
