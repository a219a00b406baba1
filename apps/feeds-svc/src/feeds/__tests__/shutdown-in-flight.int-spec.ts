// Shutdown while a request is in flight: feeds-svc's `pg` read pools (pages of posts, the related
// search) must outlive the HTTP server, so a request the server accepted finishes its reads.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { startFeeds, type FeedsHarness } from '../../__tests__/harness/feeds-harness.js';

const HIVE_FEED = `query($h: ID!) { hiveFeed(hiveId: $h) { id } }`;

let h: FeedsHarness;
let locker: pg.Client;
let closed = false;
let hiveId: string;
const postId = randomUUID();

beforeAll(async () => {
  h = await startFeeds();
  hiveId = (await h.hive('Planet')).hiveId;
  await h.db.$executeRawUnsafe(
    `insert into post (id, hive_id, user_id, content, category, thought_type)
     values ($1::uuid, $2::uuid, $3::uuid, 'shutdown probe', 'technology', 'idea')`,
    postId,
    hiveId,
    randomUUID(),
  );
  locker = new pg.Client({ connectionString: process.env.FEEDS_DATABASE_URL });
  await locker.connect();
}, 60_000);

afterAll(async () => {
  await locker.query('rollback').catch(() => undefined);
  await locker.end();
  if (!closed) await h.close();
  // The app is closed: its Prisma client too, so remove the row over the locker's own connection.
  const cleanup = new pg.Client({ connectionString: process.env.FEEDS_DATABASE_URL });
  await cleanup.connect();
  await cleanup.query('delete from post where hive_id = $1::uuid', [hiveId]);
  await cleanup.end();
});

/** Waits until feeds-svc waits for `table`, which the locker holds (read from pg_locks). */
async function untilWaitingFor(table: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const { rows } = await locker.query<{ n: number }>(
      'select count(*)::int as n from pg_locks where relation = $1::regclass and not granted',
      [table],
    );
    if (rows[0]!.n > 0) return;
    await sleep(25);
  }
  throw new Error(`no statement of feeds-svc waited for ${table}`);
}

describe('feeds-svc shutdown', () => {
  it('finishes a feed page that was in flight when the service was told to stop', async () => {
    // The hive feed first asks whether the hive is visible (a Prisma statement), then reads its page
    // over the page pool: hold the hive read model so the request waits before its page read.
    await locker.query('begin');
    await locker.query('lock table hive_read_model in access exclusive mode');
    const answer = h.gql<{ hiveFeed: { id: string }[] }>(HIVE_FEED, null, { h: hiveId });
    await untilWaitingFor('hive_read_model');
    const closing = h.close().then(() => {
      closed = true;
    });
    // The pools must not end before the HTTP server has closed, which waits for this request. (Today
    // the GraphQL module's destroy hook already drains the server, through the drain plugin Nest's
    // Apollo driver adds, and it runs before the posts module's; the pools end at application
    // shutdown so the answer does not hang on that order.)
    await sleep(300);
    await locker.query('commit');

    const res = await answer;
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.hiveFeed.map((p) => p.id)).toEqual([postId]);
    await closing;
  }, 30_000);
});
