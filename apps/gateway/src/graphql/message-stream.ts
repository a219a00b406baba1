/**
 * Maps raw pub/sub messages to subscription payloads; `map` answers null for a message to skip (a
 * malformed one, one the viewer may not see, one already delivered). Written as a plain iterator
 * rather than an async generator: a generator's return() waits for its pending next(), which never
 * settles on a quiet topic, so a client's unsubscribe would never release the Redis channel.
 */
export function messageStream<T>(
  source: AsyncIterableIterator<string>,
  map: (message: string) => T | null | Promise<T | null>,
): AsyncIterableIterator<T> {
  const finished = { value: undefined, done: true } as const;
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      for (;;) {
        const r = await source.next();
        if (r.done) return finished;
        const value = await map(r.value);
        if (value !== null) return { value, done: false };
      }
    },
    async return() {
      await source.return?.();
      return finished;
    },
    async throw(err: unknown) {
      await source.return?.();
      throw err;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
