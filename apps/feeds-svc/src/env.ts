import { z } from 'zod';
import { assertProductionSecrets, envBool, envUrl, loadEnv } from '@hivemind/common';
import { subgraphEnvShape } from '@hivemind/common/nest';
import { PODCAST_FEED_CHECK_MINUTES } from '@hivemind/contracts';

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
  /** How often the repeatable ingest-podcasts job looks for due podcast feeds (0: never). */
  PODCAST_FEEDS_TICK_SECONDS: z.coerce.number().int().min(0).default(60),
  /** A podcast's feed is read again this long after a read that went through. */
  PODCAST_FEED_CHECK_MINUTES: z.coerce.number().min(0).default(PODCAST_FEED_CHECK_MINUTES),
  /** After a failed read, the feed is read again after this long, doubled for each failure in a row. */
  PODCAST_FEED_RETRY_SECONDS: z.coerce.number().min(0).default(300),
  /**
   * How often open storms past their end time are closed: a storm whose delayed close job Redis lost
   * (a flush while feeds-svc runs) closes at most this long after its end.
   */
  STORM_CLOSE_CHECK_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /**
   * How often the hourly activity rollups past their 48-hour horizon are deleted
   * (post_activity_prune); only last_24_hours reads that grain.
   */
  ROLLUP_PRUNE_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
});
export type FeedsEnv = z.infer<typeof feedsEnvSchema>;

export function loadFeedsEnv(env: NodeJS.ProcessEnv = process.env): FeedsEnv {
  const parsed = loadEnv('feeds-svc', feedsEnvSchema, env);
  assertProductionSecrets('feeds-svc', parsed);
  return parsed;
}
