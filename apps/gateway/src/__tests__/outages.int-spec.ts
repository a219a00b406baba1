// Outages answer honestly (issue 20): a subgraph that cannot be reached is a 503 { error } on the
// REST facade and a GraphQL error with extensions.code SERVICE_UNAVAILABLE, so clients know to retry.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Operation } from '../rest/core/context.js';
import { route } from '../rest/core/route.js';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../graphql/subgraph-outage.js';
import { startTestGateway, type TestStack } from './harness.js';

let stack: TestStack;

/** An operation on the fake subgraphs' schema (not the real one, so not a generated document). */
const fakeOperation = (text: string): Operation<unknown, Record<string, unknown>> => ({ toString: () => text });

beforeAll(async () => {
  stack = await startTestGateway();
  stack.gateway.rest.add(
    route('GET', '/api/test-only/podcasts', { operation: fakeOperation('{ podcasts { id } }'), answer: (d) => d }),
  );
  stack.gateway.rest.add(
    route('POST', '/api/test-only/capture', {
      operation: fakeOperation('mutation { captureThought(text: "x") { id } }'),
      answer: (d) => d,
    }),
  );
  // feeds-svc and thoughts-svc go down after the supergraph was composed.
  await stack.fakes[2]!.stop();
  await stack.fakes[0]!.stop();
});

afterAll(async () => {
  await stack?.stop();
});

async function gql(query: string) {
  const res = await fetch(`${stack.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

describe('a subgraph that cannot be reached', () => {
  it('answers a REST read 503 with { error } (feeds-svc down)', async () => {
    const res = await fetch(`${stack.base}/api/test-only/podcasts`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: SERVICE_UNAVAILABLE_MESSAGE });
  });

  it('answers a REST mutation 503 with { error } (thoughts-svc down)', async () => {
    const res = await fetch(`${stack.base}/api/test-only/capture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: SERVICE_UNAVAILABLE_MESSAGE });
  });

  it('fails its GraphQL fields with extensions.code SERVICE_UNAVAILABLE', async () => {
    for (const query of ['{ podcasts { id } }', 'mutation { captureThought(text: "x") { id } }']) {
      const res = await gql(query);
      expect(res.status).toBe(200);
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          message: SERVICE_UNAVAILABLE_MESSAGE,
          extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }),
        }),
      ]);
    }
  });

  it('leaves the subgraphs that are up answering', async () => {
    const res = await gql('{ hive(id: "hive-1") { id name } }');
    expect(res.body).toEqual({ data: { hive: { id: 'hive-1', name: 'Makers' } } });
  });
});
