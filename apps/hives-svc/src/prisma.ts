import type { createHivesPrisma } from '@hivemind/db-hives';

/** hives-svc's Prisma client (its own database only), as the PRISMA token provides it. */
export type HivesPrisma = ReturnType<typeof createHivesPrisma>;
