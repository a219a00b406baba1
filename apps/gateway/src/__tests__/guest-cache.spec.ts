import { describe, expect, it } from '@jest/globals';
import { GuestCache, type CachedAnswer } from '../rest/core/guest-cache.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A computation that counts its runs and answers after `delayMs`. */
function counter(delayMs = 0) {
  let runs = 0;
  const compute = async (): Promise<CachedAnswer> => {
    runs += 1;
    const run = runs;
    await sleep(delayMs);
    return { status: 200, text: JSON.stringify({ run }) };
  };
  return { compute, runs: () => runs };
}

describe('GuestCache: one answer serves every guest asking the same URL', () => {
  it('keeps an answer for its time to live, then computes it again', async () => {
    const cache = new GuestCache(60);
    const c = counter();
    const first = await cache.get('/api/posts?page=1', c.compute);
    const second = await cache.get('/api/posts?page=1', c.compute);
    expect([first.outcome, second.outcome]).toEqual(['miss', 'hit']);
    expect(second.answer.text).toBe(first.answer.text);
    expect(c.runs()).toBe(1);
    await sleep(90);
    expect((await cache.get('/api/posts?page=1', c.compute)).outcome).toBe('miss');
    expect(c.runs()).toBe(2);
  });

  it('computes once for concurrent guests asking the same URL', async () => {
    const cache = new GuestCache(1000);
    const c = counter(20);
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('/api/posts?page=1', c.compute)));
    expect(c.runs()).toBe(1);
    expect(new Set(answers.map((a) => a.answer.text)).size).toBe(1);
    expect(answers.filter((a) => a.outcome === 'inflight')).toHaveLength(49);
  });

  it('keeps URLs apart', async () => {
    const cache = new GuestCache(1000);
    const c = counter();
    await cache.get('/api/posts?page=1', c.compute);
    await cache.get('/api/posts?page=2', c.compute);
    expect(c.runs()).toBe(2);
  });

  it('forgets every answer when invalidated (after a mutation), also one being computed', async () => {
    const cache = new GuestCache(1000);
    const c = counter(20);
    await cache.get('/a', c.compute);
    cache.invalidate();
    expect((await cache.get('/a', c.compute)).outcome).toBe('miss');
    // Invalidated while computing: the guest waiting still gets it, later guests get a new one.
    const during = cache.get('/b', c.compute);
    await sleep(5);
    cache.invalidate();
    expect((await during).answer.status).toBe(200);
    expect((await cache.get('/b', c.compute)).outcome).toBe('miss');
  });

  it('does not keep failures: the next guest asks again', async () => {
    const cache = new GuestCache(1000);
    let runs = 0;
    const failing = async (): Promise<CachedAnswer> => {
      runs += 1;
      throw new Error('feeds-svc is down');
    };
    await expect(cache.get('/a', failing)).rejects.toThrow('feeds-svc is down');
    await expect(cache.get('/a', failing)).rejects.toThrow('feeds-svc is down');
    expect(runs).toBe(2);
  });

  it('is off with a time to live of 0: every guest computes', async () => {
    const cache = new GuestCache(0);
    const c = counter();
    expect((await cache.get('/a', c.compute)).outcome).toBe('off');
    await cache.get('/a', c.compute);
    expect(c.runs()).toBe(2);
  });
});
