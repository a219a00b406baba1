import { z } from 'zod';
import { assertProductionSecrets, envBool, envUrl, loadEnv } from '@hivemind/common';
import { subgraphEnvShape } from '@hivemind/common/nest';

export const feedsEnvSchema = z.object({
  ...subgraphEnvShape(4103),
  FEEDS_DATABASE_URL: envUrl('postgresql://postgres@127.0.0.1:5432/hivemind_feeds'),
  /** Domain-event consumer (hive read model); off only where a test wants to drive it by hand. */
  EVENT_CONSUMER_ENABLED: envBool(true),
  EVENT_CONSUMER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(10),
  /** A web page read less than this many hours ago is reused with its posts when submitted again. */
  WEB_PAGE_REUSE_MAX_AGE_HOURS: z.coerce
    .number()
    .min(0)
    .default(24 * 7),
});
export type FeedsEnv = z.infer<typeof feedsEnvSchema>;

export function loadFeedsEnv(env: NodeJS.ProcessEnv = process.env): FeedsEnv {
  const parsed = loadEnv('feeds-svc', feedsEnvSchema, env);
  assertProductionSecrets('feeds-svc', parsed);
  return parsed;
}
