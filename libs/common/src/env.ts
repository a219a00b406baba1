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
/** The development default of CONTEXT_SECRET: what an unset variable becomes outside production. */
export const DEV_CONTEXT_SECRET = 'hivemind-dev-context-secret';

/** The shortest CONTEXT_SECRET production accepts: 32 bytes, what `openssl rand -hex 32` gives twice over. */
export const MIN_PRODUCTION_SECRET_BYTES = 32;

/**
 * Values of CONTEXT_SECRET written in this repository (defaults, examples, placeholders, test
 * values): anyone can read them, so none may sign a production user context. tests/deploy scans
 * the repository and fails when a secret-like literal of 32 bytes or more is missing here.
 */
export const REPOSITORY_KNOWN_SECRETS: ReadonlySet<string> = new Set([
  DEV_CONTEXT_SECRET,
  'compose-dev-context-secret-change-me',
  'dev-cluster-context-secret-not-for-production',
  'REPLACE_WITH_A_LONG_RANDOM_SECRET',
  'gateway-int-test-secret-0123456789',
]);

/** Shared secret between gateway and subgraphs; see assertProductionSecrets for production. */
export const envContextSecret = z.string().min(16, 'must be at least 16 characters').default(DEV_CONTEXT_SECRET);

/** Why a CONTEXT_SECRET cannot be used in production, or null when it can. */
export function productionSecretProblem(secret: string): string | null {
  const how = 'generate one with `openssl rand -hex 32`';
  if (secret === DEV_CONTEXT_SECRET) return `must be set in production (${how})`;
  if (Buffer.byteLength(secret, 'utf8') < MIN_PRODUCTION_SECRET_BYTES)
    return `must be at least ${MIN_PRODUCTION_SECRET_BYTES} bytes in production (${how})`;
  if (REPOSITORY_KNOWN_SECRETS.has(secret)) return `is a value published in the repository (${how})`;
  return null;
}

/**
 * Stops the boot in production when CONTEXT_SECRET is missing, short or known: whoever knows it can
 * sign any user context the subgraphs trust (and forge the email verification codes' hashes).
 */
export function assertProductionSecrets(app: string, env: { NODE_ENV: string; CONTEXT_SECRET: string }): void {
  if (env.NODE_ENV !== 'production') return;
  const problem = productionSecretProblem(env.CONTEXT_SECRET);
  if (problem) throw new EnvValidationError(app, [`CONTEXT_SECRET: ${problem}`]);
}
