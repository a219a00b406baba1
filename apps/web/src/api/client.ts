// The one Apollo Client of the page: subscriptions over graphql-ws, everything else over HTTP.
// Both go to /graphql on the page's own origin (the gateway serves the page; Vite proxies in dev).
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';

/** The gateway's CSRF rule: state-changing HTTP calls must carry this header. */
export const CSRF_HEADER = { 'X-Requested-With': 'hivemind' } as const;

export type LiveStatus = 'connecting' | 'connected' | 'closed';

export interface ApiClients {
  readonly apollo: ApolloClient;
  readonly ws: Client;
  readonly live: LiveStatusStore;
}

/** A tiny external store of the socket state for useSyncExternalStore. */
export interface LiveStatusStore {
  get(): LiveStatus;
  subscribe(listener: () => void): () => void;
}

export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/graphql`;
}

// Reconnect forever with a capped exponential backoff and jitter: a socket that gave up after a
// few tries would leave the page without live updates until a reload.
const MAX_RETRY_WAIT_MS = 30_000;
async function retryWait(retries: number): Promise<void> {
  const wait = Math.min(MAX_RETRY_WAIT_MS, 1000 * 2 ** retries) + Math.random() * 1000;
  await new Promise((resolve) => setTimeout(resolve, wait));
}

export function createApiClients(location: Location = window.location): ApiClients {
  let status: LiveStatus = 'connecting';
  const listeners = new Set<() => void>();
  const setStatus = (next: LiveStatus): void => {
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener();
  };

  const ws = createClient({
    url: graphqlWsUrl(location),
    // Connect at once rather than on the first subscription, so the Live dot shows the real state
    // of the WebSocket path from the first paint.
    lazy: false,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait,
    keepAlive: 20_000,
    // The Live dot already tells the user; the default handler would log an error per attempt.
    onNonLazyError: () => undefined,
    on: {
      connected: () => setStatus('connected'),
      closed: () => setStatus('closed'),
    },
  });

  const http = new HttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    headers: { ...CSRF_HEADER },
  });

  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(ws),
    http,
  );

  const apollo = new ApolloClient({ link, cache: new InMemoryCache() });
  const live: LiveStatusStore = {
    get: () => status,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { apollo, ws, live };
}
