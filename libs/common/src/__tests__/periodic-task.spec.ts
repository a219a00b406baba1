import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createLogger } from '../logger.js';
import { PeriodicTask } from '../periodic-task.js';

/** A promise the test settles by hand: a tick that is still in progress until then. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

function logLines(): { lines: string[]; logger: ReturnType<typeof createLogger> } {
  const lines: string[] = [];
  return { lines, logger: createLogger('test', 'info', { write: (line: string) => void lines.push(line) }) };
}

/** Lets the promise callbacks of a tick that just ended run (fake timers leave microtasks alone). */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

/** A tick whose first run lasts until `slow` resolves; `most` is the most ticks ever in progress at once. */
function overlapCounter(slow: Promise<void>) {
  const seen = { inProgress: 0, most: 0 };
  const tick = jest.fn(async () => {
    seen.inProgress += 1;
    seen.most = Math.max(seen.most, seen.inProgress);
    if (tick.mock.calls.length === 1) await slow;
    seen.inProgress -= 1;
  });
  return { tick, seen };
}

describe('PeriodicTask', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs a tick at once on start, then intervalMs after each tick ends', async () => {
    const tick = jest.fn(async () => undefined);
    const task = new PeriodicTask({ tick, intervalMs: 1000, logger: logLines().logger, errorMessage: 'failed' });
    task.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(tick).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(tick).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(3000);
    expect(tick).toHaveBeenCalledTimes(5);
    await task.stop();
  });

  it('never runs two ticks at a time: the interval counts from the end of a slow tick', async () => {
    const slow = deferred();
    const { tick, seen } = overlapCounter(slow.promise);
    const task = new PeriodicTask({ tick, intervalMs: 100, logger: logLines().logger, errorMessage: 'failed' });
    task.start();
    await jest.advanceTimersByTimeAsync(5000);
    expect(tick).toHaveBeenCalledTimes(1);
    expect(task.running).toBe(true);
    slow.resolve();
    await settle();
    expect(task.running).toBe(false);
    await jest.advanceTimersByTimeAsync(99);
    expect(tick).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(tick).toHaveBeenCalledTimes(2);
    expect(seen.most).toBe(1);
    await task.stop();
  });

  it('logs a failed tick without the text its error quotes, and goes on', async () => {
    const { lines, logger } = logLines();
    let calls = 0;
    const tick = async (): Promise<void> => {
      calls += 1;
      if (calls === 1) throw new Error('invalid input value: "my private thought"');
    };
    const task = new PeriodicTask({ tick, intervalMs: 100, logger, errorMessage: 'sweep failed; will retry' });
    task.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { msg: string; level: number; err: { message: string } };
    expect(line.msg).toBe('sweep failed; will retry');
    expect(line.level).toBe(50);
    expect(line.err.message).toBe('invalid input value: "…"');
    expect(lines[0]).not.toContain('my private thought');
    await jest.advanceTimersByTimeAsync(100);
    expect(calls).toBe(2);
    await task.stop();
  });

  it('stop() waits for the tick in progress, and no tick starts after it', async () => {
    const slow = deferred();
    const tick = jest.fn(() => slow.promise);
    const task = new PeriodicTask({ tick, intervalMs: 100, logger: logLines().logger, errorMessage: 'failed' });
    task.start();
    await jest.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    expect(task.active).toBe(false);
    slow.resolve();
    await stopping;
    expect(stopped).toBe(true);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(tick).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stop() before the first tick runs none', async () => {
    const tick = jest.fn(async () => undefined);
    const task = new PeriodicTask({ tick, intervalMs: 100, logger: logLines().logger, errorMessage: 'failed' });
    task.start();
    await task.stop();
    await jest.advanceTimersByTimeAsync(1000);
    expect(tick).not.toHaveBeenCalled();
  });

  it('wake() runs a tick now instead of at the next interval, but not while one runs or once stopped', async () => {
    const slow = deferred();
    const tick = jest.fn(async () => {
      if (tick.mock.calls.length === 2) await slow.promise;
    });
    const task = new PeriodicTask({ tick, intervalMs: 1000, logger: logLines().logger, errorMessage: 'failed' });
    task.wake();
    await jest.advanceTimersByTimeAsync(0);
    expect(tick).not.toHaveBeenCalled();
    task.start();
    await jest.advanceTimersByTimeAsync(10);
    expect(tick).toHaveBeenCalledTimes(1);
    task.wake();
    await jest.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(2);
    task.wake();
    await jest.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(2);
    slow.resolve();
    await settle();
    // The wake did not shorten the interval after the slow tick, nor start a second timer.
    expect(jest.getTimerCount()).toBe(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(tick).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(tick).toHaveBeenCalledTimes(3);
    await task.stop();
    task.wake();
    await jest.advanceTimersByTimeAsync(5000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('start() twice runs one loop', async () => {
    const tick = jest.fn(async () => undefined);
    const task = new PeriodicTask({ tick, intervalMs: 100, logger: logLines().logger, errorMessage: 'failed' });
    task.start();
    task.start();
    await jest.advanceTimersByTimeAsync(250);
    expect(tick).toHaveBeenCalledTimes(3);
    await task.stop();
  });

  it('a start() right after a stop() that was not awaited does not overlap the tick still in progress', async () => {
    const slow = deferred();
    const { tick, seen } = overlapCounter(slow.promise);
    const task = new PeriodicTask({ tick, intervalMs: 100, logger: logLines().logger, errorMessage: 'failed' });
    task.start();
    await jest.advanceTimersByTimeAsync(0);
    void task.stop();
    task.start();
    await jest.advanceTimersByTimeAsync(1000);
    expect(tick).toHaveBeenCalledTimes(1);
    slow.resolve();
    await settle();
    await jest.advanceTimersByTimeAsync(100);
    expect(tick).toHaveBeenCalledTimes(2);
    expect(seen.most).toBe(1);
    await task.stop();
  });
});
