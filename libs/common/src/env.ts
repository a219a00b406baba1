import { z } from 'zod';

/**
 * Validates an app's environment against a typed schema. On failure it throws one error naming every
 * bad variable, so an app stops at boot with a message an operator can act on.
 */
export class EnvValidationError extends Error {
  constructor(
    readonly app: string,
    readonly issues: string[],
  ) {
    super(`${app}: invalid environment:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'EnvValidationError';
  }
}

export function loadEnv<S extends z.ZodObject>(
  app: string,
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => {
    const key = i.path.join('.') || '(root)';
    const value = typeof i.path[0] === 'string' ? env[i.path[0]] : undefined;
    return `${key}: ${i.message}${value === undefined ? '' : ` (got ${JSON.stringify(value)})`}`;
  });
  throw new EnvValidationError(app, issues);
}

/** Common building blocks for env schemas. */
export const envPort = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);
export const envUrl = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((v) => URL.canParse(v), { message: 'must be a URL' });
export const envBool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');
export const envLogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');
export const envNodeEnv = z.enum(['development', 'production', 'test']).default('development');
/** Shared secret between gateway and subgraphs; the development default is refused in production. */
export const envContextSecret = z
  .string()
  .min(16, 'must be at least 16 characters')
  .default('hivemind-dev-context-secret');

export function assertProductionSecrets(app: string, env: { NODE_ENV: string; CONTEXT_SECRET: string }): void {
  if (env.NODE_ENV === 'production' && env.CONTEXT_SECRET === 'hivemind-dev-context-secret') {
    throw new EnvValidationError(app, ['CONTEXT_SECRET: the development default cannot be used in production']);
  }
}
