/**
 * The slice of a Prisma client the outbox needs. Every service's generated PrismaClient (and its
 * interactive-transaction client) satisfies it, so the relay and consumer work with any of them.
 */
export interface SqlExecutor {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

export interface TransactionalDb<Tx extends SqlExecutor = SqlExecutor> {
  $transaction<R>(fn: (tx: Tx) => Promise<R>, options?: { maxWait?: number; timeout?: number }): Promise<R>;
}
