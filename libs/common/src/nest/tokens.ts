/**
 * Nest injection tokens shared across apps, so a module written by one team can ask for a client
 * another module provides without importing it. Symbol.for keeps them equal across module copies.
 */
/** The service's PrismaClient (its own database only). */
export const PRISMA = Symbol.for('hivemind.prisma');
/** An ioredis client made by createRedis() (commands and PUBLISH; never used for SUBSCRIBE). */
export const REDIS = Symbol.for('hivemind.redis');
/** The service's FlowStarts (libs/common jobs/flow-starts.ts), or null where it owes no flows. */
export const FLOW_STARTS = Symbol.for('hivemind.flow-starts');
