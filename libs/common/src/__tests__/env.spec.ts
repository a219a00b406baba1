import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import {
  assertProductionSecrets,
  DEV_CONTEXT_SECRET,
  envContextSecret,
  EnvValidationError,
  loadEnv,
  REPOSITORY_KNOWN_SECRETS,
} from '../env.js';

const schema = z.object({ NODE_ENV: z.string().default('development'), CONTEXT_SECRET: envContextSecret });
const boot = (env: Record<string, string>) => () =>
  assertProductionSecrets('test-app', loadEnv('test-app', schema, { NODE_ENV: 'production', ...env }));

describe('CONTEXT_SECRET in production', () => {
  it('stops the boot when it is missing (the development default)', () => {
    expect(boot({})).toThrow(EnvValidationError);
    expect(boot({})).toThrow(/CONTEXT_SECRET: must be set in production/);
    expect(boot({ CONTEXT_SECRET: DEV_CONTEXT_SECRET })).toThrow(/must be set/);
  });

  it('stops the boot when it is shorter than 32 bytes', () => {
    expect(boot({ CONTEXT_SECRET: 'a'.repeat(31) })).toThrow(/at least 32 bytes/);
    expect(boot({ CONTEXT_SECRET: randomBytes(15).toString('hex') })).toThrow(/at least 32 bytes/);
  });

  it('stops the boot when it is a value written in the repository', () => {
    for (const known of REPOSITORY_KNOWN_SECRETS) expect(boot({ CONTEXT_SECRET: known })).toThrow(/CONTEXT_SECRET/);
    expect(boot({ CONTEXT_SECRET: 'compose-dev-context-secret-change-me' })).toThrow(/published in the repository/);
  });

  it('accepts a random value of 32 bytes or more, and checks nothing outside production', () => {
    expect(boot({ CONTEXT_SECRET: randomBytes(32).toString('hex') })).not.toThrow();
    expect(boot({ CONTEXT_SECRET: randomBytes(16).toString('hex') })).not.toThrow();
    expect(() =>
      assertProductionSecrets('test-app', { NODE_ENV: 'development', CONTEXT_SECRET: DEV_CONTEXT_SECRET }),
    ).not.toThrow();
  });
});
