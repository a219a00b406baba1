// The one Apollo Client of the page: subscriptions over graphql-ws, everything else over HTTP.
// Both go to /graphql on the page's own origin (the gateway serves the page; Vite proxies in dev).
// The socket's code (graphql-ws and Apollo's link for it) is a chunk of its own, loaded once the
// page has loaded or at the first subscription, whichever comes first: the first paint needs only HTTP.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { deferredLink } from './deferred-link.js';

/** The gateway's CSRF rule: state-changing HTTP calls must carry this header. */
export const CSRF_HEADER = { 'X-Requested-With': 'hivemind' } as const;

export type LiveStatus = 'connecting' | 'connected' | 'closed';

export interface ApiClients {
  readonly apollo: ApolloClient;
  readonly live: LiveStatusStore;
  /** Loads the socket's code and opens the socket (once; later calls return the same link). */
  readonly connectSocket: () => Promise<ApolloLink>;
}

/** A tiny external store of the socket state for useSyncExternalStore. */
export interface LiveStatusStore {
  get(): LiveStatus;
  subscribe(listener: () => void): () => void;
}

export function createApiClients(location: Location = window.location): ApiClients {
  let status: LiveStatus = 'connecting';
  const listeners = new Set<() => void>();
  const setStatus = (next: LiveStatus): void => {
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener();
  };

  let socket: Promise<ApolloLink> | undefined;
  const connectSocket = (): Promise<ApolloLink> => {
    socket ??= import('./socket.js').then(
      (m) => m.createSocketLink(location, setStatus),
      (error: unknown) => {
        // The chunk did not load (offline, or a new release replaced it): the next subscription tries again.
        socket = undefined;
        setStatus('closed');
        throw error;
      },
    );
    return socket;
  };

  const http = new HttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    headers: { ...CSRF_HEADER },
  });

  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    deferredLink(connectSocket),
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
  return { apollo, live, connectSocket };
}
