import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** GraphQL over HTTP against the gateway, as the web app sends it (CSRF header included). */
export async function gql<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  { cookie, csrf = true }: { cookie?: string; csrf?: boolean } = {},
): Promise<{ status: number; data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(csrf ? { 'x-requested-with': 'hivemind' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json().catch(() => ({}))) as { data?: T; errors?: { message: string }[] };
  return { status: res.status, ...body };
}

/** A graphql-ws client over the `ws` package, carrying the session cookie on the upgrade request. */
export function wsClient(baseUrl: string, cookie?: string): Client {
  const url = baseUrl.replace(/^http/, 'ws') + '/graphql';
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { ...(cookie ? { cookie } : {}), origin: baseUrl } });
    }
  }
  return createClient({ url, webSocketImpl: CookieWebSocket, lazy: true, retryAttempts: 0 });
}

/** Collects subscription payloads until `until` says stop or the timeout passes. */
export function collect<T>(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
  until: (items: T[]) => boolean,
  timeoutMs = 15_000,
): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const items: T[] = [];
    const timer = setTimeout(() => {
      dispose();
      reject(new Error(`subscription timed out after ${timeoutMs} ms with ${JSON.stringify(items)}`));
    }, timeoutMs);
    const dispose = client.subscribe<T>(
      { query, variables },
      {
        next: (msg) => {
          if (msg.errors) {
            // Not disposed: the server completes a refused subscription itself, and graphql-ws's
            // client counts one disposed between that `next` and the `complete` twice when `ws`
            // delivers both frames in one read (it then closes a socket that carries others).
            clearTimeout(timer);
            reject(new Error(JSON.stringify(msg.errors)));
            return;
          }
          if (msg.data) items.push(msg.data as T);
          if (until(items)) {
            clearTimeout(timer);
            dispose();
            resolve(items);
          }
        },
        error: (err) => {
          clearTimeout(timer);
          reject(err instanceof Error ? err : new Error(JSON.stringify(err)));
        },
        complete: () => {
          clearTimeout(timer);
          resolve(items);
        },
      },
    );
  });
}

/** Resolves once `check` returns a truthy value, polling every 100 ms. */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < until) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`condition not met within ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`);
}
