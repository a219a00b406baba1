// The active agent thread (spec part 1 §2: the Related Messages panel shows related past messages
// for the active agent thread): the thread of the agent portal the member used last, and how many
// messages it holds (a new message changes what is related). One small external store for the page,
// read with useSyncExternalStore; agent portals write it, the related-messages portal follows it.
import { useSyncExternalStore } from 'react';

export interface ActiveThread {
  readonly threadId: string;
  /** Messages stored in the thread: the related messages are asked again when it grows. */
  readonly messageCount: number;
  /** Which agent portal made it active (a closing portal clears only its own thread). */
  readonly owner: string;
}

export interface ActiveThreadStore {
  get(): ActiveThread | null;
  set(next: ActiveThread): void;
  /** Clears the active thread if `owner` made it active. */
  release(owner: string): void;
  subscribe(listener: () => void): () => void;
}

export function createActiveThreadStore(): ActiveThreadStore {
  let current: ActiveThread | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get: () => current,
    set(next) {
      if (
        current !== null &&
        current.threadId === next.threadId &&
        current.messageCount === next.messageCount &&
        current.owner === next.owner
      ) {
        return;
      }
      current = next;
      emit();
    },
    release(owner) {
      if (current === null || current.owner !== owner) return;
      current = null;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one store (every portal of the page shares it). */
export const activeThreadStore = createActiveThreadStore();

export function useActiveThread(store: ActiveThreadStore = activeThreadStore): ActiveThread | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
