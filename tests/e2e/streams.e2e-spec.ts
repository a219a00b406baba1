// Streams and the dashboard end to end through the running stack's REST facade on the seeded data
// (spec 2 §7 Streams and Dashboard, §9; spec 3 §7 Media entities; spec 4 similarity): the documented
// JSON shapes, guests allowed, 400 for a bad period, sort, type or threshold and 404 for an unknown
// stream, and the rollup-served counts equal to the seeded posts' own.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DASHBOARD_PERIODS, STREAM_TYPES, type StreamDetailJson, type StreamJson } from '@hivemind/contracts';
import { requireEnv, RestClient } from '@hivemind/testing';
import { createFeedsPrisma, type FeedsPrismaClient } from '@hivemind/db-feeds';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4400';
const guest = new RestClient(GATEWAY);

let feedsDb: FeedsPrismaClient;
beforeAll(() => {
  feedsDb = createFeedsPrisma(requireEnv('FEEDS_DATABASE_URL'));
});
afterAll(async () => {
  await feedsDb.$disconnect();
});

const get = <B>(path: string) => guest.call<B>('GET', path);

/** The stream's public, unmoderated posts since `since`, counted from the posts themselves. */
async function directCount(streamId: string, since: Date | null): Promise<number> {
  const [row] = await feedsDb.$queryRawUnsafe<{ n: number }[]>(
    `select count(*)::int as n from post_stream t join post p on p.id = t.post_id
     where t.stream_id = $1::uuid and p.is_public and p.moderated_at is null
       and ($2::timestamptz is null or p.created_at >= $2::timestamptz)`,
    streamId,
    since,
  );
  return row!.n;
}

describe('streams (guests may read them)', () => {
  it('GET /api/streams: 25 a page, each with post_count and sentiment_counts; pagination.hasMore', async () => {
    const res = await get<{ streams: StreamJson[]; pagination: { page: number; limit: number; hasMore: boolean } }>(
      '/api/streams',
    );
    expect(res.status).toBe(200);
    expect(res.body.streams).toHaveLength(25);
    expect(res.body.pagination).toEqual({ page: 1, limit: 25, hasMore: true });
    const first = res.body.streams[0]!;
    expect(Object.keys(first).sort()).toEqual(
      [
        'id',
        'name',
        'description',
        'type',
        'type_label',
        'logo_url',
        'level',
        'level_label',
        'is_active',
        'organization_name',
        'stream_aliases',
        'asset_type',
        'trading_symbol',
        'created_at',
        'updated_at',
        'post_count',
        'sentiment_counts',
      ].sort(),
    );
    expect(first).toMatchObject({ is_active: true, stream_aliases: expect.any(Array), post_count: expect.any(Number) });
    expect(Object.keys(first.sentiment_counts).sort()).toEqual(['mixed', 'negative', 'neutral', 'positive']);
    const sorted = await get<{ streams: StreamJson[] }>('/api/streams?sort=posts&limit=10');
    const counts = sorted.body.streams.map((s) => s.post_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBe(await directCount(sorted.body.streams[0]!.id, null));
    const last = await get<{ pagination: { hasMore: boolean } }>('/api/streams?page=1000');
    expect(last.body.pagination.hasMore).toBe(false);
  });

  it('search finds aliases; type filters', async () => {
    const withAlias = await feedsDb.stream.findFirstOrThrow({
      where: { isActive: true, NOT: { aliases: { isEmpty: true } } },
      orderBy: { name: 'asc' },
    });
    const alias = withAlias.aliases[0]!;
    const found = await get<{ streams: StreamJson[] }>(
      `/api/streams?search=${encodeURIComponent(alias.toLowerCase())}`,
    );
    expect(found.body.streams.map((s) => s.id)).toContain(withAlias.id);
    const brands = await get<{ streams: StreamJson[] }>('/api/streams?type=business&limit=100');
    expect(brands.body.streams.length).toBeGreaterThan(0);
    expect(brands.body.streams.every((s) => s.type === 'business')).toBe(true);
  });

  it('GET /api/streams/types: every type with its display label', async () => {
    const res = await get<{ types: { value: string; label: string }[] }>('/api/streams/types');
    expect(res.status).toBe(200);
    expect(res.body.types).toEqual(STREAM_TYPES.map((t) => ({ value: t.value, label: t.label })));
  });

  it('GET /api/streams/{id}: aliases, level, organization name, is_active and connections', async () => {
    const child = await feedsDb.stream.findFirstOrThrow({ where: { parentId: { not: null }, level: 2 } });
    const res = await get<{ stream: StreamDetailJson }>(`/api/streams/${child.id}`);
    expect(res.status).toBe(200);
    expect(res.body.stream).toMatchObject({ id: child.id, level: 2, level_label: 'Sub-topic', is_active: true });
    expect(res.body.stream.connections.inbound).toEqual([
      {
        source_id: child.parentId,
        target_id: child.id,
        relationship: 'child',
        stream: expect.objectContaining({ id: child.parentId }),
      },
    ]);
    const parent = await get<{ stream: StreamDetailJson }>(`/api/streams/${child.parentId}`);
    expect(parent.body.stream.connections.outbound).toContainEqual(
      expect.objectContaining({ source_id: child.parentId, target_id: child.id, relationship: 'child' }),
    );
    const org = await feedsDb.organization.findFirstOrThrow({ where: { streamId: { not: null } } });
    const orgStream = await get<{ stream: StreamDetailJson }>(`/api/streams/${org.streamId}`);
    expect(orgStream.body.stream.organization_name).toBe(org.name);
  });

  it('GET /api/streams/{id}/dashboard: counts of the period, equal to the posts own; all_time by default', async () => {
    const top = (await get<{ streams: StreamJson[] }>('/api/streams?sort=posts&limit=1')).body.streams[0]!;
    const all = await get<{
      stream: StreamJson;
      period: string;
      post_counts: { total: number; by_thought_type: Record<string, number> };
      sentiment_counts: Record<string, number>;
      podcasts: { id: string; title: string; image_url: string | null; publisher_name: string; post_count: number }[];
    }>(`/api/streams/${top.id}/dashboard`);
    expect(all.status).toBe(200);
    expect(all.body.period).toBe('all_time');
    expect(all.body.stream.id).toBe(top.id);
    expect(all.body.post_counts.total).toBe(await directCount(top.id, null));
    const byType = Object.values(all.body.post_counts.by_thought_type).reduce((a, b) => a + b, 0);
    expect(byType).toBeLessThanOrEqual(all.body.post_counts.total);
    const totals = [];
    for (const period of DASHBOARD_PERIODS) {
      const res = await get<{ post_counts: { total: number } }>(`/api/streams/${top.id}/dashboard?period=${period}`);
      expect(res.status).toBe(200);
      totals.push(res.body.post_counts.total);
    }
    // Longer periods hold at least as many posts.
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('GET /api/streams/{id}/similar: never itself, at or above the threshold, 5 by default', async () => {
    const top = (await get<{ streams: StreamJson[] }>('/api/streams?sort=posts&limit=1')).body.streams[0]!;
    const res = await get<{ similar_streams: { streamId: string; name: string; type: string; similarity: number }[] }>(
      `/api/streams/${top.id}/similar`,
    );
    expect(res.status).toBe(200);
    expect(res.body.similar_streams.length).toBeGreaterThan(0);
    expect(res.body.similar_streams.length).toBeLessThanOrEqual(5);
    expect(res.body.similar_streams.map((s) => s.streamId)).not.toContain(top.id);
    expect(res.body.similar_streams.every((s) => s.similarity >= 0.4 && s.similarity <= 1)).toBe(true);
    const strict = await get<{ similar_streams: { similarity: number }[] }>(
      `/api/streams/${top.id}/similar?threshold=0.9&limit=50`,
    );
    expect(strict.body.similar_streams.every((s) => s.similarity >= 0.9)).toBe(true);
  });

  it('refuses bad input with 400 { error } and unknown streams with 404', async () => {
    const id = (await get<{ streams: StreamJson[] }>('/api/streams?limit=1')).body.streams[0]!.id;
    for (const path of [
      '/api/streams?sort=popular',
      '/api/streams?type=galaxy',
      '/api/streams?page=x',
      '/api/streams/not-an-id',
      `/api/streams/${id}/dashboard?period=yesterday`,
      `/api/streams/${id}/similar?threshold=2`,
      `/api/streams/${id}/similar?threshold=abc`,
    ]) {
      const res = await get<{ error: string }>(path);
      expect({ path, status: res.status, error: typeof res.body.error }).toEqual({
        path,
        status: 400,
        error: 'string',
      });
    }
    for (const path of [
      `/api/streams/${randomUUID()}`,
      `/api/streams/${randomUUID()}/dashboard`,
      `/api/streams/${randomUUID()}/similar`,
    ]) {
      const res = await get<{ error: string }>(path);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 404,
        body: { error: 'Stream not found.' },
      });
    }
  });
});

describe('the dashboard (guests may read it)', () => {
  it('posts-by-thought-type: counts with percentages summing to 100', async () => {
    for (const period of [...DASHBOARD_PERIODS, undefined]) {
      const res = await get<{ posts_by_thought_type: { thought_type: string; count: number; percentage: number }[] }>(
        `/api/dashboard/posts-by-thought-type${period ? `?period=${period}` : ''}`,
      );
      expect(res.status).toBe(200);
      const rows = res.body.posts_by_thought_type;
      if (rows.length > 0) expect(Math.round(rows.reduce((a, r) => a + r.percentage, 0) * 10) / 10).toBe(100);
    }
  });

  it('trending-streams, new-streams, sentiment-analysis and podcast-rankings answer their documented shapes', async () => {
    const trending = await get<{ trending_streams: Record<string, unknown>[] }>('/api/dashboard/trending-streams');
    expect(trending.status).toBe(200);
    expect(trending.body.trending_streams.length).toBeGreaterThan(0);
    expect(Object.keys(trending.body.trending_streams[0]!).sort()).toEqual(
      ['id', 'name', 'post_count', 'sentiment_counts', 'type'].sort(),
    );
    const fresh = await get<{ new_streams: { id: string }[] }>('/api/dashboard/new-streams?period=last_30_days');
    expect(fresh.status).toBe(200);
    expect(fresh.body.new_streams.length).toBeGreaterThan(0);
    const sentiment = await get<{ sentiment_counts: Record<string, number> }>('/api/dashboard/sentiment-analysis');
    expect(Object.keys(sentiment.body.sentiment_counts).sort()).toEqual(['mixed', 'negative', 'neutral', 'positive']);
    const podcasts = await get<{
      podcasts: { id: string; title: string; image_url: string | null; post_count: number }[];
    }>('/api/dashboard/podcast-rankings?period=all_time');
    expect(podcasts.body.podcasts.length).toBeGreaterThan(0);
    expect(podcasts.body.podcasts.length).toBeLessThanOrEqual(10);
    const ideas = await get<{ podcasts: unknown[] }>(
      '/api/dashboard/podcast-rankings?period=all_time&thought_type=idea&limit=3',
    );
    expect(ideas.body.podcasts.length).toBeLessThanOrEqual(3);
  });

  it('refuses an unknown period or thought type with 400 { error }', async () => {
    for (const path of [
      '/api/dashboard/posts-by-thought-type?period=week',
      '/api/dashboard/trending-streams?period=week',
      '/api/dashboard/new-streams?period=week',
      '/api/dashboard/sentiment-analysis?period=week',
      '/api/dashboard/podcast-rankings?period=week',
      '/api/dashboard/podcast-rankings?thought_type=rant',
    ]) {
      const res = await get<{ error: string }>(path);
      expect({ path, status: res.status, error: typeof res.body.error }).toEqual({
        path,
        status: 400,
        error: 'string',
      });
    }
  });
});
