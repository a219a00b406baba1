// The graphql-ws socket and its Apollo link: a chunk of its own that client.ts loads once the page
// is up (or at the first subscription), so the first paint does not wait for the socket's code.
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import type { LiveStatus } from './client.js';

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

export function createSocketLink(
  location: Pick<Location, 'protocol' | 'host'>,
  setStatus: (status: LiveStatus) => void,
): GraphQLWsLink {
  const ws = createClient({
    url: graphqlWsUrl(location),
    // Connect at once rather than on the first subscription, so the Live dot shows the real state
    // of the WebSocket path.
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
  return new GraphQLWsLink(ws);
}
