import { z } from 'zod';
import { assertProductionSecrets, envBool, envUrl, EnvValidationError, loadEnv } from '@hivemind/common';
import { subgraphEnvShape } from '@hivemind/common/nest';

export const hivesEnvSchema = z.object({
  ...subgraphEnvShape(4102),
  HIVES_DATABASE_URL: envUrl('postgresql://postgres@127.0.0.1:5432/hivemind_hives'),
  /** The outbox relay runs in every replica (rows are claimed with SKIP LOCKED); off only for tests. */
  OUTBOX_RELAY_ENABLED: envBool(true),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  /**
   * How often the relay checks published, unconfirmed events against Redis and re-adds what Redis
   * lost (libs/common outbox/relay.ts); far below the hour completed jobs are kept.
   */
  OUTBOX_RECHECK_MS: z.coerce.number().int().min(10).max(600_000).default(5000),
  /**
   * smtp(s)://user:pass@host:port for real mail. Unset: mail is kept in the dev_mail table (read at
   * GET /api/dev/outbox), which is never done in production.
   */
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || /^smtps?:\/\//.test(v), {
      message: 'must be an smtp:// or smtps:// URL',
    })
    .transform((v) => (v ? v : undefined)),
  MAIL_FROM: z.string().min(3).default('Hivemind <no-reply@hivemind.local>'),
  /**
   * Serves the development outbox (GET /api/dev/outbox, the devOutbox query), which shows kept mail
   * with its verification codes to anyone: only where explicitly enabled (`npm start` and the tests
   * set it), never in production.
   */
  DEV_OUTBOX_ENABLED: envBool(false),
  /**
   * First retry delay of a mail the SMTP server did not take (doubling each time, MAIL_ATTEMPTS tries
   * in all: 5 s … about 21 min with the defaults).
   */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(600_000).default(5000),
  MAIL_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  /** Redis key prefix of the rate-limit counters; defaults to `<BULL_PREFIX>:rl` (isolated test runs). */
  RATE_LIMIT_PREFIX: z.string().min(1).optional(),
});
export type HivesEnv = z.infer<typeof hivesEnvSchema>;

export function loadHivesEnv(env: NodeJS.ProcessEnv = process.env): HivesEnv {
  const parsed = loadEnv('hives-svc', hivesEnvSchema, env);
  assertProductionSecrets('hives-svc', parsed);
  if (parsed.NODE_ENV === 'production' && parsed.DEV_OUTBOX_ENABLED) {
    throw new EnvValidationError('hives-svc', [
      'DEV_OUTBOX_ENABLED: the development outbox shows verification codes to anyone; never enable it in production',
    ]);
  }
  return parsed;
}
