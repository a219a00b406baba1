// Database client of thoughts-svc (hivemind_thoughts).
// The generated client (prisma-client generator, ESM) lives in ./generated; regenerate with
// `node scripts/db/generate.mjs`. Migrations: `node scripts/db/migrate.mjs create thoughts <name>`.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client.js';

export * from './generated/client.js';

export const DEFAULT_THOUGHTS_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/hivemind_thoughts';

/** The generated client type, under a name that says which database it talks to. */
export type ThoughtsPrismaClient = PrismaClient;

/** A PrismaClient on the thoughts database through the PrismaPg driver adapter (Prisma 7 needs one). */
export function createThoughtsPrisma(url: string = DEFAULT_THOUGHTS_DATABASE_URL): ThoughtsPrismaClient {
  // JIT off: this service runs short OLTP statements, where PostgreSQL's JIT compilation (triggered by
  // cost estimates, not by real work) added seconds to feed pages in bench/feeds.
  // Iterative HNSW scans (pgvector 0.8) for every session: a nearest-neighbour search filtered to one
  // member keeps scanning the index until enough of the member's rows pass the filter, instead of
  // returning fewer than asked. Set per session rather than SET LOCAL per query, which needs a
  // transaction (four round trips and a pooled connection held for it).
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString: url, options: '-c jit=off -c hnsw.iterative_scan=strict_order' }),
  });
}
