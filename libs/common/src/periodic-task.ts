// A background loop of one process (the outbox relay, the owed-flows sweeper, the storm closer): an
// async tick run at once on start, then intervalMs after each tick ends, never two ticks at a time,
// until stopped. Hand-written rather than taken from a library, because what was checked does not
// fit: set-interval-async has no first tick at once, no wake, and lets a throwing tick reject
// unhandled; toad-scheduler's stop does not wait for the tick in progress; @nestjs/schedule (not
// installed) runs intervals that overlap a slow tick and only inside Nest; a BullMQ job scheduler
// lives in Redis, while these loops exist to repair what Redis lost.
import type { Logger } from './logger.js';

export interface PeriodicTaskOptions {
  /** One pass of the work. A throw is logged and the loop goes on. */
  tick: () => Promise<unknown>;
  /** The pause between the end of one tick and the start of the next. */
  intervalMs: number;
  logger: Logger;
  /**
   * The log line when a tick throws. The error goes out as `{ err }`, through the logger's serializer
   * that takes members' text out of error messages (log-redaction.ts).
   */
  errorMessage: string;
}

export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | undefined;
  private stopped = true;

  constructor(private readonly options: PeriodicTaskOptions) {}

  /** Started and not stopped: a tick can use it to cut a long pass short once stop() was called. */
  get active(): boolean {
    return !this.stopped;
  }

  /** A tick is in progress. */
  get running(): boolean {
    return this.current !== undefined;
  }

  /** Runs the first tick at once (or right after the one still in progress from before a stop). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    // A tick left over from before a stop() that was not awaited schedules the next one as it ends.
    if (!this.current) this.schedule(0);
  }

  /** Runs a tick now instead of at the next interval; nothing while stopped or while a tick runs. */
  wake(): void {
    if (this.stopped || this.current) return;
    this.schedule(0);
  }

  /** No tick starts any more; resolves once the tick in progress, if any, has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.current;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.current = this.runTick().finally(() => {
        this.current = undefined;
        this.schedule(this.options.intervalMs);
      });
    }, delayMs);
  }

  private async runTick(): Promise<void> {
    try {
      await this.options.tick();
    } catch (err) {
      this.options.logger.error({ err }, this.options.errorMessage);
    }
  }
}
