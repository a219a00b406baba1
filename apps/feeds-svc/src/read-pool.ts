import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import type { Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER } from '@hivemind/common/nest';
import type { FeedsEnv } from './env.js';

/** Connections a read pool keeps (each statement a few milliseconds). */
const READ_POOL_SIZE = 4;

/**
 * A small pool of plain `pg` connections on feeds-svc's database, for the hot reads a request sends
 * as hand-written SQL (a page of posts, the related-posts search). Prisma's raw-query path costs about
 * twice the CPU of `pg` for the same page statement (0.9-1.4 against 0.4-0.5 ms, bench/RESULTS.md P4),
 * and the search needs connections opened with its own settings. JIT is off as on Prisma's
 * connections (short OLTP statements); `settings` are more `-c name=value` for every connection.
 */
export function openReadPool(
  url: string,
  logger: Logger,
  name: string,
  settings: Readonly<Record<string, string>> = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: READ_POOL_SIZE,
    options: ['-c jit=off', ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`)].join(' '),
  });
  // An idle connection PostgreSQL closed (a restart) is dropped by the pool; the next read opens another.
  pool.on('error', (err) => logger.warn({ err }, `${name}: connection lost`));
  return pool;
}

/**
 * The read pool that presents pages of posts (PostDetailsRepository). It ends at application
 * shutdown, which Nest runs after the HTTP server has closed, so a request still in flight when the
 * service is told to stop finishes its reads (module destroy runs before the server closes).
 */
@Injectable()
export class PageReads implements OnApplicationShutdown {
  private readonly pool: pg.Pool;

  constructor(@Inject(APP_ENV) env: Pick<FeedsEnv, 'FEEDS_DATABASE_URL'>, @Inject(APP_LOGGER) logger: Logger) {
    this.pool = openReadPool(env.FEEDS_DATABASE_URL, logger, 'page reads');
  }

  /** The rows `sql` answers with `params` ($1, $2, ...). */
  async rows<T extends pg.QueryResultRow>(sql: string, params: unknown[]): Promise<T[]> {
    return (await this.pool.query<T>(sql, params)).rows;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
