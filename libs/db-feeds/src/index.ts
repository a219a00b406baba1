// Database client of feeds-svc (hivemind_feeds).
// The generated client (prisma-client generator, ESM) lives in ./generated; regenerate with
// `node scripts/db/generate.mjs`. Migrations: `node scripts/db/migrate.mjs create feeds <name>`.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client.js';

export * from './generated/client.js';

export const DEFAULT_FEEDS_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/hivemind_feeds';

/** The generated client type, under a name that says which database it talks to. */
export type FeedsPrismaClient = PrismaClient;

/** A PrismaClient on the feeds database through the PrismaPg driver adapter (Prisma 7 needs one). */
export function createFeedsPrisma(url: string = DEFAULT_FEEDS_DATABASE_URL): FeedsPrismaClient {
  // JIT off: this service runs short OLTP statements, where PostgreSQL's JIT compilation (triggered by
  // cost estimates, not by real work) added seconds to feed pages in bench/feeds.
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, options: '-c jit=off' }) });
}
