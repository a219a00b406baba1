// Posts are marked viewed one second after they appear (spec 2 §4 Feeds, §9), signed in only. Cards
// report the posts they showed; the batcher sends them together, each post once per page load.
export const MARK_VIEWED_DELAY_MS = 1000;
/** Posts seen within this window after the first go in one call. */
export const MARK_VIEWED_BATCH_MS = 200;

export interface ViewBatcherOptions {
  readonly send: (postIds: readonly string[]) => Promise<unknown>;
  readonly batchMs?: number;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
}

export class ViewBatcher {
  private readonly sent = new Set<string>();
  private queued: string[] = [];
  private scheduled = false;

  constructor(private readonly options: ViewBatcherOptions) {}

  /** Queues a post that has been on screen for the delay; a post already sent is ignored. */
  add(postId: string): void {
    if (this.sent.has(postId) || this.queued.includes(postId)) return;
    this.queued.push(postId);
    if (this.scheduled) return;
    this.scheduled = true;
    const setTimer = this.options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
    setTimer(() => this.flush(), this.options.batchMs ?? MARK_VIEWED_BATCH_MS);
  }

  flush(): void {
    this.scheduled = false;
    const ids = this.queued;
    this.queued = [];
    if (ids.length === 0) return;
    for (const id of ids) this.sent.add(id);
    // A failed call lets the posts be reported again the next time they appear.
    this.options.send(ids).catch(() => {
      for (const id of ids) this.sent.delete(id);
    });
  }
}
