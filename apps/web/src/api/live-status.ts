// React access to the graphql-ws socket state, which the Apollo provider does not carry.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { LiveStatus, LiveStatusStore } from './client.js';

const offline: LiveStatusStore = { get: () => 'closed', subscribe: () => () => undefined };

export const LiveStatusContext = createContext<LiveStatusStore>(offline);

export function useLiveStatus(): LiveStatus {
  const store = useContext(LiveStatusContext);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
