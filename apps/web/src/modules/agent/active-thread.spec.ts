import { describe, expect, it, jest } from '@jest/globals';
import { createActiveThreadStore } from './active-thread.js';

describe('the active thread (spec part 1 §2: related messages follow the active agent thread)', () => {
  it('is the thread the member used last, and tells its followers when it changes', () => {
    const store = createActiveThreadStore();
    const listener = jest.fn();
    store.subscribe(listener);
    expect(store.get()).toBeNull();
    store.set({ threadId: 't1', messageCount: 0, owner: 'portal-1' });
    store.set({ threadId: 't1', messageCount: 0, owner: 'portal-1' });
    expect(listener).toHaveBeenCalledTimes(1);
    store.set({ threadId: 't1', messageCount: 2, owner: 'portal-1' });
    store.set({ threadId: 't2', messageCount: 4, owner: 'portal-2' });
    expect(store.get()).toEqual({ threadId: 't2', messageCount: 4, owner: 'portal-2' });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('is cleared only by the portal that made it active', () => {
    const store = createActiveThreadStore();
    store.set({ threadId: 't2', messageCount: 0, owner: 'portal-2' });
    store.release('portal-1');
    expect(store.get()?.threadId).toBe('t2');
    store.release('portal-2');
    expect(store.get()).toBeNull();
  });
});
