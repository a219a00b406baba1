import { describe, expect, it } from '@jest/globals';
import { loadThoughtsEnv } from '../env.js';

describe('thoughts-svc environment', () => {
  it('starts with the documented defaults', () => {
    expect(loadThoughtsEnv({})).toMatchObject({ PORT: 4101, HOST: '127.0.0.1' });
  });

  it('stops the boot naming the bad variable', () => {
    expect(() => loadThoughtsEnv({ PORT: 'abc' })).toThrow(/PORT.*"abc"/);
    expect(() => loadThoughtsEnv({ CONTEXT_SECRET: 'short' })).toThrow(/CONTEXT_SECRET/);
  });
});
