import type { createFeedsPrisma } from '@hivemind/db-feeds';

/** feeds-svc's Prisma client (its own database only), as the PRISMA token provides it. */
export type FeedsPrisma = ReturnType<typeof createFeedsPrisma>;
/** The interactive-transaction client event handlers receive. */
export type FeedsTx = Parameters<Parameters<FeedsPrisma['$transaction']>[0]>[0];
