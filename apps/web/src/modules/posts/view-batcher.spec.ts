import { describe, expect, it } from '@jest/globals';
import { ViewBatcher } from './view-batcher.js';

function harness(fail = false) {
  const calls: string[][] = [];
  const timers: (() => void)[] = [];
  const batcher = new ViewBatcher({
    send: (ids) => {
      calls.push([...ids]);
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve(ids.length);
    },
    setTimer: (run) => timers.push(run),
  });
  const tick = () => timers.splice(0).forEach((run) => run());
  return { batcher, calls, tick };
}

describe('mark viewed batching (spec 2 §4 Feeds: posts are marked viewed one second after they appear)', () => {
  it('sends the posts seen together in one call', () => {
    const { batcher, calls, tick } = harness();
    batcher.add('a');
    batcher.add('b');
    batcher.add('a');
    expect(calls).toEqual([]);
    tick();
    expect(calls).toEqual([['a', 'b']]);
  });

  it('sends each post once per page load', () => {
    const { batcher, calls, tick } = harness();
    batcher.add('a');
    tick();
    batcher.add('a');
    batcher.add('c');
    tick();
    expect(calls).toEqual([['a'], ['c']]);
  });

  it('lets a post be reported again after a failed call', async () => {
    const { batcher, calls, tick } = harness(true);
    batcher.add('a');
    tick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    batcher.add('a');
    tick();
    expect(calls).toEqual([['a'], ['a']]);
  });
});
