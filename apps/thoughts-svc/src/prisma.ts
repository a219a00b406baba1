import type { createThoughtsPrisma } from '@hivemind/db-thoughts';

/** thoughts-svc's Prisma client (its own database only), as the PRISMA token provides it. */
export type ThoughtsPrisma = ReturnType<typeof createThoughtsPrisma>;
