import { describe, expect, it } from '@jest/globals';
import { EnvValidationError } from '@hivemind/common';
import { loadHivesEnv } from '../env.js';

describe('hives-svc environment', () => {
  it('starts with the documented defaults', () => {
    const env = loadHivesEnv({});
    expect(env).toMatchObject({ PORT: 4102, HOST: '127.0.0.1', OUTBOX_RELAY_ENABLED: true, OUTBOX_POLL_MS: 250 });
  });

  it('stops the boot naming every bad variable', () => {
    let error: unknown;
    try {
      loadHivesEnv({ PORT: 'abc', HIVES_DATABASE_URL: 'not a url', OUTBOX_RELAY_ENABLED: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvValidationError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('"abc"');
    expect(message).toContain('HIVES_DATABASE_URL');
    expect(message).toContain('OUTBOX_RELAY_ENABLED');
  });

  it('keeps the development outbox closed unless told, and refuses to open it in production', () => {
    expect(loadHivesEnv({}).DEV_OUTBOX_ENABLED).toBe(false);
    expect(loadHivesEnv({ DEV_OUTBOX_ENABLED: 'true' }).DEV_OUTBOX_ENABLED).toBe(true);
    expect(() =>
      loadHivesEnv({ NODE_ENV: 'production', CONTEXT_SECRET: 'x'.repeat(64), DEV_OUTBOX_ENABLED: 'true' }),
    ).toThrow(/DEV_OUTBOX_ENABLED/);
  });

  it('refuses the development context secret in production', () => {
    expect(() => loadHivesEnv({ NODE_ENV: 'production' })).toThrow(/CONTEXT_SECRET/);
  });
});
