// The tests of a hand-added HNSW index on a pgvector column (db-feeds post.embedding, db-thoughts
// thought.embedding): it exists with the cosine operator class, the planner picks it for a cosine
// nearest-neighbour query, and it finds the same nearest neighbour as an exact scan.
//
// Why 2,000 rows of 256 dimensions and not "a few hundred": measured here, with ≤ 1,000 rows the
// planner (rightly) prefers a sequential scan with a top-N sort, which is cheaper than walking the
// graph; between 1,000 and 2,000 rows the HNSW index becomes the cheaper plan. The planner chooses
// with its normal settings (no `enable_seqscan = off`), after ANALYZE.
import { randomUUID } from 'node:crypto';
// Types only: the suite uses Jest's globals, so importing this library outside Jest stays possible.
import type { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

export const HNSW_PROBE_DIMENSIONS = 256;
export const HNSW_PROBE_ROWS = 2_000;

/** The raw-SQL side of a Prisma client (and of its interactive transaction). */
export interface RawSqlClient {
  $executeRawUnsafe(query: string, ...values: unknown[]): PromiseLike<number>;
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): PromiseLike<T>;
}

export interface TransactionalRawSqlClient extends RawSqlClient {
  $transaction<R>(work: (tx: RawSqlClient) => Promise<R>): PromiseLike<R>;
}

const toVector = (values: readonly number[]): string => `[${values.join(',')}]`;

/**
 * SQL for a random vector per row of `generate_series(...) AS g`: server side, one statement instead
 * of 2,000 round trips. The `WHERE g > 0` makes the inner select correlated, so each row gets its own.
 */
export const RANDOM_VECTOR_SQL = `(SELECT array_agg(random() - 0.5)::real[] FROM generate_series(1, ${HNSW_PROBE_DIMENSIONS}) WHERE g > 0)::vector(${HNSW_PROBE_DIMENSIONS})`;

/** A planted row's vector and a query vector slightly moved from it: its true nearest neighbour. */
function plantedVector(): { readonly id: string; readonly vector: string; readonly query: string } {
  const planted = Array.from({ length: HNSW_PROBE_DIMENSIONS }, () => Math.random() - 0.5);
  return {
    id: randomUUID(),
    vector: toVector(planted),
    query: toVector(planted.map((v) => v + (Math.random() - 0.5) * 0.01)),
  };
}

class HnswProbe {
  constructor(
    private readonly db: TransactionalRawSqlClient,
    private readonly table: string,
    private readonly index: string,
  ) {}

  /** The index's definitions (one, when it exists). */
  async definitions(): Promise<string[]> {
    const rows = await this.db.$queryRawUnsafe<{ indexdef: string }[]>(
      'SELECT indexdef FROM pg_indexes WHERE tablename = $1 AND indexname = $2',
      this.table,
      this.index,
    );
    return rows.map((row) => row.indexdef);
  }

  /** EXPLAIN of `ORDER BY embedding <=> $1 LIMIT 10`. */
  async nearestPlan(query: string): Promise<string> {
    const plan = await this.db.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
      `EXPLAIN SELECT id FROM ${this.table} ORDER BY embedding <=> $1::vector LIMIT 10`,
      query,
    );
    return plan.map((row) => row['QUERY PLAN']).join('\n');
  }

  /** The 10 nearest ids as the planner finds them (through the index), with `efSearch` when given. */
  async nearestByIndex(query: string, efSearch?: number): Promise<string[]> {
    const rows = await this.db.$transaction(async (tx) => {
      if (efSearch !== undefined) await tx.$executeRawUnsafe(`SET LOCAL hnsw.ef_search = ${Math.trunc(efSearch)}`);
      return tx.$queryRawUnsafe<{ id: string }[]>(
        `SELECT id FROM ${this.table} ORDER BY embedding <=> $1::vector LIMIT 10`,
        query,
      );
    });
    return rows.map((row) => row.id);
  }

  /** The 10 nearest ids by an exact scan: a materialized CTE computes every distance, so no index. */
  async nearestExact(query: string): Promise<string[]> {
    const rows = await this.db.$queryRawUnsafe<{ id: string }[]>(
      `WITH d AS MATERIALIZED (SELECT id, embedding <=> $1::vector AS distance FROM ${this.table} WHERE embedding IS NOT NULL)
       SELECT id FROM d ORDER BY distance LIMIT 10`,
      query,
    );
    return rows.map((row) => row.id);
  }
}

/** The share of the exact top ids the index also found. */
function recall(found: readonly string[], exact: readonly string[]): number {
  const exactIds = new Set(exact);
  return found.filter((id) => exactIds.has(id)).length / exact.length;
}

export interface HnswIndexSuite<C extends TransactionalRawSqlClient> {
  readonly table: string;
  readonly index: string;
  readonly connect: () => C;
  /** Writes HNSW_PROBE_ROWS random rows (RANDOM_VECTOR_SQL) and the planted row, before ANALYZE. */
  readonly seed: (db: C, planted: { readonly id: string; readonly vector: string }) => Promise<void>;
  /** Removes what `seed` wrote. */
  readonly cleanup: (db: C) => Promise<void>;
  /** hnsw.ef_search for the index query (the width the service's own query uses); default 40. */
  readonly efSearch?: number;
}

/** The three tests of one HNSW index, in a describe block of their own. */
export function describeHnswIndex<C extends TransactionalRawSqlClient>(suite: HnswIndexSuite<C>): void {
  const jest = globalThis as unknown as {
    describe: typeof describe;
    it: typeof it;
    expect: typeof expect;
    beforeAll: typeof beforeAll;
    afterAll: typeof afterAll;
  };
  jest.describe(`${suite.table}.embedding HNSW index (cosine)`, () => {
    let db: C;
    let probe: HnswProbe;
    const planted = plantedVector();

    jest.beforeAll(async () => {
      db = suite.connect();
      probe = new HnswProbe(db, suite.table, suite.index);
      await suite.seed(db, planted);
      await db.$executeRawUnsafe(`ANALYZE ${suite.table}`);
    });

    jest.afterAll(async () => {
      await suite.cleanup(db);
    });

    jest.it('exists as an hnsw index with vector_cosine_ops', async () => {
      const definitions = await probe.definitions();
      jest.expect(definitions).toHaveLength(1);
      jest.expect(definitions[0]).toMatch(/USING hnsw \(embedding vector_cosine_ops\)/);
    });

    jest.it('is the plan the planner picks for ORDER BY embedding <=> $1 LIMIT 10', async () => {
      const plan = await probe.nearestPlan(planted.query);
      jest.expect(plan).toContain(`Index Scan using ${suite.index} on ${suite.table}`);
      jest.expect(plan).not.toContain('Seq Scan');
    });

    jest.it('returns the same nearest neighbour as an exact scan', async () => {
      const viaIndex = await probe.nearestByIndex(planted.query, suite.efSearch);
      const exact = await probe.nearestExact(planted.query);
      jest.expect(viaIndex[0]).toBe(planted.id);
      jest.expect(exact[0]).toBe(planted.id);
      // HNSW is approximate: on uniformly random 256-d vectors it finds most of the exact top 10.
      jest.expect(recall(viaIndex, exact)).toBeGreaterThanOrEqual(0.5);
    });
  });
}
