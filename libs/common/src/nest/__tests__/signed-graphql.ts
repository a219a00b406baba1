// Test helper (not built, not exported): GraphQL over HTTP to a subgraph, signed like the gateway.
import { randomUUID } from 'node:crypto';
import { USER_CONTEXT_HEADER, USER_CONTEXT_SIGNATURE_HEADER } from '@hivemind/contracts';
import { signUserContext } from '../../context-signing.js';

export const TEST_CONTEXT_SECRET = 'test-context-secret-0123456789';

export interface GraphqlResponse<D> {
  status: number;
  body: { data?: D | null; errors?: { message: string; extensions?: { code?: string; reason?: string } }[] };
}

export async function signedGraphql<D = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  options: { variables?: Record<string, unknown>; userId?: string | null; secret?: string; unsigned?: boolean } = {},
): Promise<GraphqlResponse<D>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (!options.unsigned) {
    const { context, signature } = signUserContext(
      { userId: options.userId ?? null, correlationId: randomUUID(), iat: Date.now() },
      options.secret ?? TEST_CONTEXT_SECRET,
    );
    headers[USER_CONTEXT_HEADER] = context;
    headers[USER_CONTEXT_SIGNATURE_HEADER] = signature;
  }
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: options.variables ?? {} }),
  });
  return { status: res.status, body: (await res.json()) as GraphqlResponse<D>['body'] };
}

/** Polls until `fn` returns a value other than undefined/null/false, or fails after timeoutMs. */
export async function eventually<T>(
  fn: () => Promise<T | null | undefined | false>,
  timeoutMs = 15_000,
  stepMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
