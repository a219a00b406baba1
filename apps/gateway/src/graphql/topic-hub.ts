import type { Redis } from 'ioredis';

/**
 * Fans Redis pub/sub channels out to GraphQL subscriptions over ONE dedicated subscriber connection
 * (a connection in subscribe mode can do nothing else). Each channel is SUBSCRIBEd while at least one
 * listener wants it and UNSUBSCRIBEd when the last one leaves.
 */
type Listener = (message: string) => void;

export class TopicHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    private readonly subscriber: Redis,
    /** A normal connection, to read a topic's last message back (see lastProgressKey). */
    private readonly commands?: Pick<Redis, 'get'>,
  ) {
    subscriber.on('message', (channel: string, message: string) => {
      for (const listener of this.listeners.get(channel) ?? []) listener(message);
    });
  }

  /**
   * Messages published on `channel` from now on; ends when the consumer calls return(). With
   * `replayKey`, the message stored there (the topic's latest) comes first, unless a live message
   * arrived meanwhile (which is newer): a late subscriber learns where the work stands. With
   * `replayFirst`, the stored message comes first whatever arrived meanwhile: for a topic whose
   * stored message sums up the live ones (a streamed reply's text so far), the consumer then drops
   * the live messages the summary already holds.
   */
  async subscribe(
    channel: string,
    { replayKey, replayFirst = false }: { replayKey?: string; replayFirst?: boolean } = {},
  ): Promise<AsyncIterableIterator<string>> {
    const queue: string[] = [];
    let wake: ((r: IteratorResult<string>) => void) | null = null;
    let done = false;
    const listener: Listener = (message) => {
      if (wake) {
        const w = wake;
        wake = null;
        w({ value: message, done: false });
      } else {
        queue.push(message);
      }
    };
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
    }
    set.add(listener);
    // Resolves once Redis confirms, so a message published right after the subscription starts is not lost.
    if (set.size === 1) await this.subscriber.subscribe(channel);
    if (replayKey && this.commands) {
      const last = await this.commands.get(replayKey).catch(() => null);
      // No consumer waits yet (the iterator is not handed out): the queue holds whatever arrived.
      if (last && replayFirst) queue.unshift(last);
      else if (last && queue.length === 0) listener(last);
    }

    const stop = async (): Promise<void> => {
      if (done) return;
      done = true;
      const current = this.listeners.get(channel);
      current?.delete(listener);
      if (current && current.size === 0) {
        this.listeners.delete(channel);
        await this.subscriber.unsubscribe(channel).catch(() => undefined);
      }
      if (wake) wake({ value: undefined, done: true });
    };

    const iterator: AsyncIterableIterator<string> = {
      next: () => {
        if (queue.length > 0) return Promise.resolve({ value: queue.shift() as string, done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => {
          wake = resolve;
        });
      },
      return: async () => {
        await stop();
        return { value: undefined, done: true };
      },
      throw: async (err: unknown) => {
        await stop();
        throw err;
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  /** Channels with at least one listener (for tests and metrics). */
  activeChannels(): string[] {
    return [...this.listeners.keys()];
  }
}
