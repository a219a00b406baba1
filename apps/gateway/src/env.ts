import { z } from 'zod';
import {
  assertProductionSecrets,
  envBool,
  envContextSecret,
  envLogLevel,
  envNodeEnv,
  envPort,
  envUrl,
  loadEnv,
  DEFAULT_SESSION_TTL_SECONDS,
} from '@hivemind/common';
import { normalizeOrigin } from './http/csrf.js';

/** The gateway's environment; a bad value stops the boot naming the variable. */
export const gatewayEnvSchema = z.object({
  PORT: envPort(4000),
  REDIS_URL: envUrl('redis://127.0.0.1:6379'),
  THOUGHTS_URL: envUrl('http://127.0.0.1:4101/graphql'),
  HIVES_URL: envUrl('http://127.0.0.1:4102/graphql'),
  FEEDS_URL: envUrl('http://127.0.0.1:4103/graphql'),
  CONTEXT_SECRET: envContextSecret,
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  SESSION_TTL_SECONDS: z.coerce.number().int().min(60).default(DEFAULT_SESSION_TTL_SECONDS),
  /**
   * true behind a reverse proxy: the client's address (rate limits) is the first X-Forwarded-For hop
   * instead of the socket address. Leave false when clients reach the gateway directly, or anyone
   * could pick their own address.
   */
  TRUST_PROXY: envBool(false),
  /**
   * Other origins whose pages may make state-changing calls here (http/csrf.ts), separated by commas
   * or spaces, e.g. `https://app.example.com`. Empty: only this gateway's own origin.
   */
  CSRF_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const origins: string[] = [];
      for (const entry of v.split(/[\s,]+/).filter(Boolean)) {
        const origin = normalizeOrigin(entry);
        if (origin === null || !/^https?:\/\/[^/?#@]+\/?$/i.test(entry)) {
          ctx.addIssue({ code: 'custom', message: `not an origin (scheme://host[:port]): ${entry}` });
          return z.NEVER;
        }
        origins.push(origin);
      }
      return origins;
    }),
  /**
   * How long one answer of a guest-readable REST read (feeds, a post) serves every guest asking the
   * same URL (rest/core/guest-cache.ts); 0 turns the cache off. Mutations through this gateway clear it.
   */
  REST_GUEST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** Uploaded files (hive logos) on the local disk, used when S3_BUCKET is not set. */
  UPLOAD_DIR: z.string().min(1).default('data/uploads'),
  /** S3-compatible storage for uploads: set S3_BUCKET to use it (S3_ENDPOINT for MinIO, R2, …). */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  NODE_ENV: envNodeEnv,
  LOG_LEVEL: envLogLevel,
});

export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;

export function loadGatewayEnv(env: NodeJS.ProcessEnv = process.env): GatewayEnv {
  const parsed = loadEnv('gateway', gatewayEnvSchema, env);
  assertProductionSecrets('gateway', parsed);
  return parsed;
}
