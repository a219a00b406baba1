import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER } from '@hivemind/common/nest';
import type { FeedsEnv } from './env.js';

/** Connections a read pool keeps (each statement a few milliseconds). */
const READ_POOL_SIZE = 4;

/**
 * How many distinct statement texts a pool prepares (names) at most. Every text is built from a
 * fixed set of fragments with its values as parameters, so a service sees a few dozen; the bound
 * keeps a text that is not (a future caller's mistake) from growing every connection's memory.
 */
export const MAX_PREPARED_STATEMENTS = 200;

/**
 * A small pool of plain `pg` connections on feeds-svc's database, for the hot reads a request sends
 * as hand-written SQL (a page of posts, the related-posts search).
 *
 * - Plain `pg`: Prisma's raw-query path costs about twice the CPU of `pg` for the same page statement
 *   (0.9-1.4 against 0.4-0.5 ms, bench/RESULTS.md P4).
 * - Prepared statements (`rows`): each text is named the first time the pool sees it, so every
 *   connection parses it once and PostgreSQL plans it once (a generic plan after five custom ones,
 *   when it costs no more: `plan_cache_mode = auto`). Planning was most of a page's time: a page of
 *   20 posts 3.2 → 1.4 ms at p50 (bench/RESULTS.md P4). Reads through a cursor (`cursor`) are not.
 * - JIT is off, as on Prisma's connections (short OLTP statements); `settings` are more
 *   `-c name=value` for every connection (the search's HNSW settings).
 */
export class ReadPool {
  private readonly pool: pg.Pool;
  /** Statement text → its name, shared by the pool's connections (pg prepares it per connection). */
  private readonly names = new Map<string, string>();

  constructor(
    url: string,
    logger: Logger,
    name: string,
    settings: Readonly<Record<string, string>> = {},
    private readonly maxPrepared = MAX_PREPARED_STATEMENTS,
  ) {
    this.pool = new pg.Pool({
      connectionString: url,
      max: READ_POOL_SIZE,
      options: ['-c jit=off', ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`)].join(' '),
    });
    // An idle connection PostgreSQL closed (a restart) is dropped by the pool; the next read opens another.
    this.pool.on('error', (err) => logger.warn({ err }, `${name}: connection lost`));
  }

  /** The rows `sql` answers with `params` ($1, $2, ...), as a prepared statement when there is room. */
  async rows<T extends pg.QueryResultRow>(sql: string, params: unknown[]): Promise<T[]> {
    return (await this.pool.query<T>({ name: this.nameOf(sql), text: sql, values: params })).rows;
  }

  /**
   * Reads `sql`'s rows through a cursor: `read(n)` answers the next n rows of one portal, so the scan
   * goes on where it stopped, and `consume` stops reading when it has what it needs (the rest is never
   * computed). The statement is not prepared: pg-cursor parses it unnamed.
   */
  async cursor<T extends pg.QueryResultRow, R>(
    sql: string,
    params: unknown[],
    consume: (read: (rows: number) => Promise<T[]>) => Promise<R>,
  ): Promise<R> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      const cursor = client.query(new Cursor<T>(sql, params));
      try {
        return await consume((rows) => cursor.read(rows));
      } finally {
        await cursor.close();
      }
    } catch (err) {
      broken = err as Error;
      throw err;
    } finally {
      // A connection whose cursor failed is not handed out again.
      client.release(broken);
    }
  }

  /** Ends every connection once the reads in flight are done. */
  end(): Promise<void> {
    return this.pool.end();
  }

  private nameOf(sql: string): string | undefined {
    let name = this.names.get(sql);
    if (name === undefined && this.names.size < this.maxPrepared) {
      name = `read_${this.names.size + 1}`;
      this.names.set(sql, name);
    }
    return name;
  }
}

/**
 * The read pool that presents pages of posts (PostDetailsRepository). It ends at application
 * shutdown, which Nest runs after the HTTP server has closed, so a request still in flight when the
 * service is told to stop finishes its reads (module destroy runs before the server closes).
 */
@Injectable()
export class PageReads implements OnApplicationShutdown {
  private readonly pool: ReadPool;

  constructor(@Inject(APP_ENV) env: Pick<FeedsEnv, 'FEEDS_DATABASE_URL'>, @Inject(APP_LOGGER) logger: Logger) {
    this.pool = new ReadPool(env.FEEDS_DATABASE_URL, logger, 'page reads');
  }

  /** The rows `sql` answers with `params` ($1, $2, ...). */
  rows<T extends pg.QueryResultRow>(sql: string, params: unknown[]): Promise<T[]> {
    return this.pool.rows<T>(sql, params);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
