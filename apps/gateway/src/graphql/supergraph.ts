import { randomUUID } from 'node:crypto';
import { parse } from 'graphql';
import { composeServices } from '@theguild/federation-composition';
import {
  CORRELATION_ID_HEADER,
  USER_CONTEXT_HEADER,
  USER_CONTEXT_SIGNATURE_HEADER,
  type UserContext,
} from '@hivemind/contracts';
import { signUserContext } from '@hivemind/common';

/**
 * Builds the supergraph at run time from the subgraphs' own SDL (`_service { sdl }`), composed with
 * the Guild's federation composition, so there is no supergraph file to keep in step.
 */
export type SubgraphName = 'thoughts' | 'hives' | 'feeds';

export interface SubgraphDef {
  name: SubgraphName;
  url: string;
}

export class CompositionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CompositionError';
  }
}

/**
 * The signed-context headers of one subgraph request: the caller (userId null for guests and for the
 * gateway itself), the correlation id, and optionally the client's address and the `internal` flag
 * (set only for the REST facade's auth operations; see UserContext).
 */
export function signedHeaders(
  secret: string,
  userId: string | null,
  correlationId: string,
  extra: { clientIp?: string; internal?: boolean } = {},
): Record<string, string> {
  const ctx: UserContext = { userId, correlationId, iat: Date.now() };
  if (extra.clientIp) ctx.clientIp = extra.clientIp;
  if (extra.internal === true) ctx.internal = true;
  const { context, signature } = signUserContext(ctx, secret);
  return {
    [USER_CONTEXT_HEADER]: context,
    [USER_CONTEXT_SIGNATURE_HEADER]: signature,
    [CORRELATION_ID_HEADER]: correlationId,
  };
}

async function postGraphql(url: string, query: string, secret: string, timeoutMs: number): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedHeaders(secret, null, randomUUID()) },
    body: JSON.stringify({ query }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}

export async function fetchSubgraphSdl(subgraph: SubgraphDef, secret: string, timeoutMs = 5000): Promise<string> {
  let body: { data?: { _service?: { sdl?: string } }; errors?: { message: string }[] };
  try {
    body = (await postGraphql(subgraph.url, '{ _service { sdl } }', secret, timeoutMs)) as typeof body;
  } catch (err) {
    throw new Error(`${subgraph.name} (${subgraph.url}): ${(err as Error).message}`);
  }
  const sdl = body.data?._service?.sdl;
  if (!sdl) {
    throw new Error(
      `${subgraph.name} (${subgraph.url}): no SDL (${body.errors?.map((e) => e.message).join('; ') ?? 'empty'})`,
    );
  }
  return sdl;
}

/** True when the subgraph answers a trivial signed query; used by /readyz. */
export async function probeSubgraph(subgraph: SubgraphDef, secret: string, timeoutMs = 1500): Promise<boolean> {
  try {
    const body = (await postGraphql(subgraph.url, '{ __typename }', secret, timeoutMs)) as { data?: unknown };
    return body.data !== undefined && body.data !== null;
  } catch {
    return false;
  }
}

export function composeSupergraph(services: { name: string; url: string; sdl: string }[]): string {
  const result = composeServices(services.map((s) => ({ name: s.name, url: s.url, typeDefs: parse(s.sdl) })));
  if (result.errors && result.errors.length > 0) {
    throw new CompositionError(`composition failed:\n${result.errors.map((e) => `  - ${e.message}`).join('\n')}`);
  }
  if (!result.supergraphSdl) throw new CompositionError('composition produced no supergraph');
  return result.supergraphSdl;
}

export async function buildSupergraph(subgraphs: SubgraphDef[], secret: string): Promise<string> {
  const sdls = await Promise.all(subgraphs.map(async (s) => ({ ...s, sdl: await fetchSubgraphSdl(s, secret) })));
  return composeSupergraph(sdls);
}
