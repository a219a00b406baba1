import type { createHivesPrisma } from '@hivemind/db-hives';

/** hives-svc's Prisma client (its own database only), as the PRISMA token provides it. */
export type HivesPrisma = ReturnType<typeof createHivesPrisma>;

/**
 * A transaction of that client. Repositories take it where one change spans several of them (a hive
 * and its owner's membership, a change and its mail); services pass it along and never look inside.
 */
export type HivesTx = Parameters<Parameters<HivesPrisma['$transaction']>[0]>[0];
