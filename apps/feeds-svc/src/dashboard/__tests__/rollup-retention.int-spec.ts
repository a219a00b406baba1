// Hourly activity rollups are kept 48 hours (migration 20261126100000_hourly_rollup_retention): only
// last_24_hours reads them. A post past the horizon counts in its day but adds no hourly row, and
// feeds-svc's periodic prune (RollupRetention, every ROLLUP_PRUNE_MS) deletes the hourly rows that
// fell past it, leaving the daily rows and the recent hours as they were.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { useFeeds } from '../../__tests__/harness/feeds-harness.js';
import * as fixtures from './activity-fixtures.js';

const PRUNE_MS = 300;
const h = useFeeds({ env: { ROLLUP_PRUNE_MS: String(PRUNE_MS) } });
const tag = `k${randomUUID().slice(0, 8)}`;
let hive: Awaited<ReturnType<typeof h.hive>>;
let streamId = '';

const HOUR = 3600_000;
const hoursAgo = (n: number) => new Date(Date.now() - n * HOUR);
const hourOf = (d: Date) => new Date(Math.floor(d.getTime() / HOUR) * HOUR);
const dayOf = (d: Date) => new Date(Math.floor(d.getTime() / (24 * HOUR)) * 24 * HOUR);

/** The stream's rollup rows as `grain@bucket` → posts. */
async function streamRows(): Promise<Map<string, number>> {
  const rows = await h.db.$queryRawUnsafe<{ grain: string; bucket: Date; posts: number }[]>(
    `select grain, bucket, posts from stream_activity where stream_id = $1::uuid`,
    streamId,
  );
  return new Map(rows.map((r) => [`${r.grain}@${r.bucket.toISOString()}`, r.posts]));
}

beforeAll(async () => {
  hive = await h.hive('city');
  streamId = (await h.db.stream.create({ data: { name: `${tag} retention`, streamType: 'topic', aliases: [] } })).id;
});

describe('hourly activity rollups keep 48 hours', () => {
  it('a post older than 48 hours counts in its day but adds no hourly row; a recent one adds both', async () => {
    const [recent, old] = [hoursAgo(3), hoursAgo(72)];
    for (const createdAt of [recent, old]) {
      const postId = await fixtures.newPost(h, hive);
      await fixtures.finalize(h, postId, 'theory', [[streamId, 'positive']]);
      await fixtures.rewrite(h, postId, 'created_at = $2::timestamptz', createdAt);
    }
    const rows = await streamRows();
    expect(rows.get(`hour@${hourOf(recent).toISOString()}`)).toBe(1);
    expect(rows.has(`hour@${hourOf(old).toISOString()}`)).toBe(false);
    expect(rows.get(`day@${dayOf(old).toISOString()}`)).toBe(1);
    expect(rows.get(`day@${dayOf(recent).toISOString()}`)).toBeGreaterThanOrEqual(1);
    // The stream's total counts both.
    expect((await h.db.stream.findUniqueOrThrow({ where: { id: streamId } })).postCount).toBe(2);
  });

  it('the periodic prune deletes the hourly rows past the horizon in every rollup, and nothing else', async () => {
    const stale = hourOf(hoursAgo(60));
    const kept = hourOf(hoursAgo(30));
    const type = `${tag}-type`;
    // Rows as hours past the horizon left them before this retention (or a post that crossed it).
    await h.db.$executeRawUnsafe(
      `insert into stream_activity (stream_id, grain, bucket, posts) values
         ($1::uuid, 'hour', $2, 4), ($1::uuid, 'hour', $3, 5), ($1::uuid, 'day', $2, 6)
       on conflict do nothing`,
      streamId,
      stale,
      kept,
    );
    await h.db.$executeRawUnsafe(
      `insert into post_activity (grain, bucket, thought_type, posts) values ('hour', $1, $3, 1), ('hour', $2, $3, 1)`,
      stale,
      kept,
      type,
    );
    await h.db.$executeRawUnsafe(
      `insert into stream_type_activity (stream_id, grain, bucket, thought_type, posts) values ($1::uuid, 'hour', $2, $3, 1)`,
      streamId,
      stale,
      type,
    );
    const left = async () => {
      const [row] = await h.db.$queryRawUnsafe<{ n: number }[]>(
        `select (select count(*) from stream_activity where stream_id = $1::uuid and grain = 'hour' and bucket = $2)
              + (select count(*) from post_activity where thought_type = $3 and grain = 'hour' and bucket = $2)
              + (select count(*) from stream_type_activity where thought_type = $3 and grain = 'hour')::int as n`,
        streamId,
        stale,
        type,
      );
      return Number(row!.n);
    };
    const deadline = Date.now() + 20 * PRUNE_MS;
    while ((await left()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, PRUNE_MS / 3));
    expect(await left()).toBe(0);

    const rows = await streamRows();
    expect(rows.get(`hour@${kept.toISOString()}`)).toBe(5);
    expect(rows.get(`day@${stale.toISOString()}`)).toBe(6);
    const [recentType] = await h.db.$queryRawUnsafe<{ n: number }[]>(
      `select count(*)::int as n from post_activity where thought_type = $1 and bucket = $2`,
      type,
      kept,
    );
    expect(recentType!.n).toBe(1);
    // The rows written by hand go, so later files comparing rollups with posts find them consistent.
    await h.db.$executeRawUnsafe(`delete from post_activity where thought_type = $1`, type);
    await h.db.$executeRawUnsafe(
      `delete from stream_activity where stream_id = $1::uuid and bucket in ($2, $3)`,
      streamId,
      stale,
      kept,
    );
  });
});
