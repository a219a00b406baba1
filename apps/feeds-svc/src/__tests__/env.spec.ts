import { describe, expect, it } from '@jest/globals';
import { loadFeedsEnv } from '../env.js';

describe('feeds-svc environment', () => {
  it('starts with the documented defaults', () => {
    expect(loadFeedsEnv({})).toMatchObject({ PORT: 4103, HOST: '127.0.0.1', EVENT_CONSUMER_ENABLED: true });
  });

  it('stops the boot naming the bad variable', () => {
    expect(() => loadFeedsEnv({ PORT: 'abc' })).toThrow(/PORT.*"abc"/);
    expect(() => loadFeedsEnv({ EVENT_CONSUMER_CONCURRENCY: '0' })).toThrow(/EVENT_CONSUMER_CONCURRENCY/);
  });
});
