// Podcasts, episodes, organizations, people and web pages end to end through the running stack's REST
// facade on the seeded data (spec 3 §2.7-§2.12, §3, §7 Posts and web pages, Media entities, §8, §9):
// the documented JSON shapes, guests allowed, 400 for bad periods, paging and ids, 404 for unknown
// ones, and every count equal to the seeded posts' own, counted here from the database.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type {
  EpisodeDetailJson,
  EpisodeJson,
  EpisodesPageJson,
  OrganizationFullJson,
  PersonJson,
  PodcastDashboardJson,
  PodcastJson,
  StreamDetailJson,
  WebPageAnswerJson,
} from '@hivemind/contracts';
import { aUser, requireEnv, RestClient } from '@hivemind/testing';
import { createFeedsPrisma, type FeedsPrismaClient } from '@hivemind/db-feeds';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4400';
const guest = new RestClient(GATEWAY);
const member = new RestClient(GATEWAY);

let feedsDb: FeedsPrismaClient;
let redis: Redis;
beforeAll(async () => {
  feedsDb = createFeedsPrisma(requireEnv('FEEDS_DATABASE_URL'));
  redis = new Redis(requireEnv('REDIS_URL'));
  member.cookie = await (await aUser().create()).signIn(redis);
});
afterAll(async () => {
  await feedsDb.$disconnect();
  await redis.quit();
});

const get = <B>(path: string, client = guest) => client.call<B>('GET', path);
const sql = <R>(query: string, ...params: unknown[]) => feedsDb.$queryRawUnsafe<R[]>(query, ...params);

/** Where a period starts, as spec 3 §9's periods are read: the UTC hour or day its length reaches. */
const SINCE = {
  all_time: 'null::timestamptz',
  last_24_hours: `date_trunc('hour', now() - interval '24 hours', 'UTC')`,
  last_7_days: `date_trunc('day', now() - interval '7 days', 'UTC')`,
  last_30_days: `date_trunc('day', now() - interval '30 days', 'UTC')`,
} as const;

/** The counted posts (public, not moderated) of a podcast or an episode since a period's start. */
const COUNTED = (column: 'podcast_id' | 'podcast_episode_id', period: keyof typeof SINCE) =>
  `from post p where p.${column} = $1::uuid and p.is_public and p.moderated_at is null
     and (${SINCE[period]} is null or p.created_at >= ${SINCE[period]})`;

async function directCounts(column: 'podcast_id' | 'podcast_episode_id', id: string, period: keyof typeof SINCE) {
  const [{ total }] = (await sql<{ total: number }>(
    `select count(*)::int as total ${COUNTED(column, period)}`,
    id,
  )) as [{ total: number }];
  const types = await sql<{ thought_type: string; n: number }>(
    `select p.thought_type, count(*)::int as n ${COUNTED(column, period)} and p.thought_type is not null group by 1`,
    id,
  );
  const streams = await sql<{
    id: string;
    n: number;
    positive: number;
    negative: number;
    neutral: number;
    mixed: number;
  }>(
    `select t.stream_id::text as id, count(*)::int as n,
            count(*) filter (where t.sentiment = 'positive')::int as positive,
            count(*) filter (where t.sentiment = 'negative')::int as negative,
            count(*) filter (where t.sentiment = 'neutral')::int as neutral,
            count(*) filter (where t.sentiment = 'mixed')::int as mixed
     from post_stream t where t.post_id in (select p.id ${COUNTED(column, period)}) group by 1`,
    id,
  );
  const sum = (k: 'positive' | 'negative' | 'neutral' | 'mixed') => streams.reduce((a, s) => a + s[k], 0);
  return {
    post_counts: { total, by_thought_type: Object.fromEntries(types.map((t) => [t.thought_type, t.n])) },
    streams: new Map(streams.map((s) => [s.id, s])),
    sentiment_counts: {
      positive: sum('positive'),
      negative: sum('negative'),
      neutral: sum('neutral'),
      mixed: sum('mixed'),
    },
  };
}

/** The posts a guest's feed shows: public squares only, public and not moderated. */
async function guestVisible(where: string, id: string): Promise<number> {
  const [row] = await sql<{ n: number }>(
    `select count(*)::int as n from post p join hive_read_model h on h.hive_id = p.hive_id
     where ${where} = $1::uuid and p.is_public and p.moderated_at is null
       and h.type in ('Country', 'State', 'City', 'Neighborhood', 'School', 'Planet')`,
    id,
  );
  return row!.n;
}

const PODCAST_KEYS = [
  'actual_episodes_count',
  'description',
  'id',
  'image_url',
  'language',
  'publisher_name',
  'title',
  'total_episodes_count',
];

let podcastId: string;

describe('podcasts (guests may read them)', () => {
  beforeAll(async () => {
    // The tracked podcast with the most posts: every widget has content.
    const [top] = await sql<{ id: string }>(
      `select p.podcast_id::text as id from post p join podcast pc on pc.id = p.podcast_id where pc.is_tracked
       group by 1 order by count(*) desc, 1 limit 1`,
    );
    podcastId = top!.id;
  });

  it('GET /api/podcasts/{id}: the podcast with language, tracked (actual) and total episode counts', async () => {
    const res = await get<{ podcast: PodcastJson }>(`/api/podcasts/${podcastId}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.podcast).sort()).toEqual(PODCAST_KEYS);
    const [row] = await sql<{ n: number; total: number }>(
      `select count(e.id)::int as n, pc.total_episodes_count as total from podcast pc
       left join podcast_episode e on e.podcast_id = pc.id where pc.id = $1::uuid group by pc.id`,
      podcastId,
    );
    expect(res.body.podcast).toMatchObject({
      id: podcastId,
      language: 'en',
      actual_episodes_count: row!.n,
      total_episodes_count: row!.total,
    });
    expect(row!.total).toBeGreaterThanOrEqual(row!.n);
    expect((await get(`/api/podcasts/${podcastId}`, member)).status).toBe(200);
  });

  it("unknown podcasts are 404 'Podcast not found.', malformed ids 400", async () => {
    expect(await get(`/api/podcasts/${randomUUID()}`)).toEqual({ status: 404, body: { error: 'Podcast not found.' } });
    expect((await get('/api/podcasts/not-an-id')).status).toBe(400);
    expect((await get(`/api/podcasts/${randomUUID()}/dashboard`)).status).toBe(404);
    expect((await get(`/api/podcasts/${randomUUID()}/episodes`)).status).toBe(404);
  });

  it('GET /api/podcasts/{id}/dashboard: all_time by default; post_counts, streams by post count, sentiment_counts as the posts say', async () => {
    for (const period of ['all_time', 'last_24_hours', 'last_7_days', 'last_30_days'] as const) {
      const res = await get<PodcastDashboardJson>(
        `/api/podcasts/${podcastId}/dashboard${period === 'all_time' ? '' : `?period=${period}`}`,
      );
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['period', 'podcast', 'post_counts', 'sentiment_counts', 'streams']);
      const want = await directCounts('podcast_id', podcastId, period);
      expect(res.body.period).toBe(period);
      expect(res.body.podcast.id).toBe(podcastId);
      expect(res.body.post_counts).toEqual(want.post_counts);
      expect(res.body.sentiment_counts).toEqual(want.sentiment_counts);
      for (const s of res.body.streams) {
        const w = want.streams.get(s.id)!;
        expect(s).toMatchObject({
          post_count: w.n,
          sentiment_counts: { positive: w.positive, negative: w.negative, neutral: w.neutral, mixed: w.mixed },
        });
        expect(Object.keys(s).sort()).toEqual(['id', 'name', 'post_count', 'sentiment_counts', 'type']);
      }
      expect(res.body.streams.length).toBe(Math.min(want.streams.size, 50));
      const counts = res.body.streams.map((s) => s.post_count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
    const all = await get<PodcastDashboardJson>(`/api/podcasts/${podcastId}/dashboard`);
    expect(all.body.post_counts.total).toBeGreaterThan(0);
  });

  it('a bad period is 400 with the periods named', async () => {
    expect(await get(`/api/podcasts/${podcastId}/dashboard?period=last_year`)).toEqual({
      status: 400,
      body: { error: 'period must be one of last_24_hours, last_7_days, last_30_days, all_time' },
    });
  });

  it('GET /api/podcasts/{id}/episodes: 50 a page, newest first, with persons, post counts and streams; paged to the end', async () => {
    const order = await sql<{ id: string }>(
      `select id::text from podcast_episode where podcast_id = $1::uuid order by published_at desc nulls last, id desc`,
      podcastId,
    );
    const first = await get<EpisodesPageJson>(`/api/podcasts/${podcastId}/episodes`);
    expect(first.body.pagination).toEqual({ page: 1, limit: 50, hasMore: false });
    expect(first.body.episodes.map((e) => e.id)).toEqual(order.map((e) => e.id));

    const seen: EpisodeJson[] = [];
    for (let page = 1; ; page += 1) {
      const res = await get<EpisodesPageJson>(`/api/podcasts/${podcastId}/episodes?page=${page}&limit=2`);
      expect(res.status).toBe(200);
      seen.push(...res.body.episodes);
      if (!res.body.pagination.hasMore) break;
    }
    expect(seen.map((e) => e.id)).toEqual(order.map((e) => e.id));

    const e = seen[0]!;
    expect(Object.keys(e).sort()).toEqual(
      [
        'audio_url',
        'description',
        'duration_sec',
        'episode_number',
        'id',
        'persons',
        'podcast_id',
        'post_counts',
        'published_at',
        'season_number',
        'streams',
        'title',
        'video_url',
        'website_url',
      ].sort(),
    );
    // The seed gives every episode its host.
    for (const ep of seen) expect(ep.persons[0]).toMatchObject({ role: 'host', person_id: expect.any(String) });
    for (const ep of seen) {
      expect(ep.post_counts).toEqual((await directCounts('podcast_episode_id', ep.id, 'all_time')).post_counts);
    }
  });

  it('bad paging is 400', async () => {
    for (const q of ['page=0', 'page=-1', 'limit=0', 'limit=101', 'limit=abc', 'page=1.5']) {
      const res = await get<{ error: string }>(`/api/podcasts/${podcastId}/episodes?${q}`);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('GET /api/podcast-episodes/{id}: episode, podcast, streams, sentiment_counts, post_counts', async () => {
    const [ep] = await sql<{ id: string }>(
      `select p.podcast_episode_id::text as id from post p where p.podcast_id = $1::uuid
       group by 1 order by count(*) desc, 1 limit 1`,
      podcastId,
    );
    const res = await get<EpisodeDetailJson>(`/api/podcast-episodes/${ep!.id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'episode',
      'period',
      'podcast',
      'post_counts',
      'sentiment_counts',
      'streams',
    ]);
    const want = await directCounts('podcast_episode_id', ep!.id, 'all_time');
    expect(res.body.podcast.id).toBe(podcastId);
    expect(res.body.post_counts).toEqual(want.post_counts);
    expect(res.body.episode.post_counts).toEqual(want.post_counts);
    expect(res.body.sentiment_counts).toEqual(want.sentiment_counts);
    expect(res.body.streams).toEqual(res.body.episode.streams);
    expect(res.body.streams.map((s) => s.post_count)).toEqual(res.body.streams.map((s) => want.streams.get(s.id)!.n));

    const week = await get<EpisodeDetailJson>(`/api/podcast-episodes/${ep!.id}?period=last_7_days`);
    expect(week.body.post_counts).toEqual(
      (await directCounts('podcast_episode_id', ep!.id, 'last_7_days')).post_counts,
    );
    expect(await get(`/api/podcast-episodes/${randomUUID()}`)).toEqual({
      status: 404,
      body: { error: 'Episode not found.' },
    });
    expect((await get(`/api/podcast-episodes/${ep!.id}?period=forever`)).status).toBe(400);
  });

  it('GET /api/posts?podcastId | podcastEpisodeId: pagination carries hasMore and total; paging to the end gives total posts', async () => {
    const [ep] = await sql<{ id: string }>(
      `select podcast_episode_id::text as id from post where podcast_id = $1::uuid group by 1 order by count(*) desc limit 1`,
      podcastId,
    );
    for (const [param, id, column] of [
      ['podcastId', podcastId, 'p.podcast_id'],
      ['podcastEpisodeId', ep!.id, 'p.podcast_episode_id'],
    ] as const) {
      const total = await guestVisible(column, id);
      expect(total).toBeGreaterThan(0);
      const ids = new Set<string>();
      for (let page = 1; ; page += 1) {
        const res = await get<{ posts: { id: string }[]; pagination: { hasMore: boolean; total: number } }>(
          `/api/posts?${param}=${id}&page=${page}&limit=20`,
        );
        expect(res.status).toBe(200);
        expect(res.body.pagination.total).toBe(total);
        for (const p of res.body.posts) ids.add(p.id);
        if (!res.body.pagination.hasMore) break;
      }
      expect(ids.size).toBe(total);
    }
    // A signed-in member's total counts what their feed shows them.
    const signedIn = await get<{ pagination: { total: number } }>(`/api/posts?podcastId=${podcastId}`, member);
    expect(signedIn.body.pagination.total).toBeGreaterThanOrEqual(await guestVisible('p.podcast_id', podcastId));
    // The other feeds carry no total.
    const media = await get<{ pagination: Record<string, unknown> }>('/api/posts');
    expect(media.body.pagination).not.toHaveProperty('total');
  });
});

describe('organizations and people (guests may read them)', () => {
  let org: { id: string; stream_id: string };

  beforeAll(async () => {
    const [row] = await sql<{ id: string; stream_id: string }>(
      `select o.id::text, o.stream_id::text from organization o order by o.name limit 1`,
    );
    org = row!;
  });

  it('GET /api/organizations/full?organizationId&includeConnections=true: organization, websites, streams hierarchy, key members', async () => {
    const res = await get<OrganizationFullJson>(
      `/api/organizations/full?organizationId=${org.id}&includeConnections=true`,
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['organization', 'people', 'streams', 'websites']);
    expect(Object.keys(res.body.organization).sort()).toEqual(
      ['business_category', 'description', 'id', 'logo', 'name', 'stream_id'].sort(),
    );
    expect(res.body.organization.business_category.length).toBeGreaterThan(0);
    expect(res.body.websites.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(res.body.websites[0]!).sort()).toEqual(['id', 'title', 'url']);

    // The organization's stream, then each department followed by its products, each with its
    // connections (its parent inbound, its children outbound, as GET /api/streams/{id} answers them).
    const streams = res.body.streams as StreamDetailJson[];
    const [root, ...below] = streams;
    expect(root!.id).toBe(org.stream_id);
    const departments = below.filter((s) => s.type === 'company_department');
    expect(departments).toHaveLength(2);
    const children = await sql<{ id: string }>(
      `select id::text from stream where parent_id = $1::uuid and stream_type <> 'person' order by name, id`,
      org.stream_id,
    );
    expect(below.filter((s) => children.some((c) => c.id === s.id)).map((s) => s.id)).toEqual(
      children.map((c) => c.id),
    );
    const outbound = root!.connections.outbound.map((e) => e.target_id);
    for (const d of departments) expect(outbound).toContain(d.id);
    for (const d of departments) {
      expect(d.connections.inbound).toEqual([
        {
          source_id: org.stream_id,
          target_id: d.id,
          relationship: 'child',
          stream: { id: root!.id, name: root!.name, type: root!.type, level: root!.level },
        },
      ]);
      const products = d.connections.outbound.map((e) => e.target_id);
      expect(products.length).toBeGreaterThanOrEqual(1);
      // Each department is followed by its products.
      const at = below.indexOf(d);
      expect(
        below
          .slice(at + 1, at + 1 + products.length)
          .map((p) => p.id)
          .sort(),
      ).toEqual([...products].sort());
    }
    // Counts of the posts feeds show, as the posts say.
    const [counted] = await sql<{ n: number }>(
      `select count(*)::int as n from post_stream t join post p on p.id = t.post_id
       where t.stream_id = $1::uuid and p.is_public and p.moderated_at is null`,
      org.stream_id,
    );
    expect(root!.post_count).toBe(counted!.n);

    // Key members: current first, then start date newest.
    const people = res.body.people;
    expect(people.length).toBeGreaterThan(0);
    const key = (p: PersonJson) => `${p.is_current ? 1 : 0}${p.start_date ?? ''}`;
    expect(people.map(key)).toEqual([...people.map(key)].sort().reverse());
  });

  it('finds the organization by its streamId; without includeConnections only its own stream', async () => {
    const res = await get<OrganizationFullJson>(`/api/organizations/full?streamId=${org.stream_id}`);
    expect(res.status).toBe(200);
    expect(res.body.organization.id).toBe(org.id);
    expect(res.body.streams.map((s) => s.id)).toEqual([org.stream_id]);
    expect(res.body.streams[0]).not.toHaveProperty('connections');
  });

  it("404 'Organization details not found.' for unknown ones, 400 without an id or with a bad one", async () => {
    expect(await get(`/api/organizations/full?organizationId=${randomUUID()}`)).toEqual({
      status: 404,
      body: { error: 'Organization details not found.' },
    });
    expect((await get('/api/organizations/full')).status).toBe(400);
    expect((await get('/api/organizations/full?organizationId=x')).status).toBe(400);
    expect((await get(`/api/organizations/full?organizationId=${org.id}&includeConnections=maybe`)).status).toBe(400);
  });

  it('GET /api/people/full?personId: the person with role and dates; 404 and 400 otherwise', async () => {
    const [row] = await sql<{ id: string }>(
      `select m.person_id::text as id from organization_person m where m.is_current order by m.person_id limit 1`,
    );
    const res = await get<{ person: PersonJson }>(`/api/people/full?personId=${row!.id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.person).sort()).toEqual(
      [
        'end_date',
        'first_name',
        'id',
        'instagram_handle',
        'is_current',
        'last_name',
        'personal_website',
        'profile_picture_url',
        'role',
        'short_bio',
        'start_date',
        'x_handle',
      ].sort(),
    );
    expect(res.body.person).toMatchObject({ id: row!.id, is_current: true, role: expect.any(String) });
    expect(res.body.person.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await get(`/api/people/full?personId=${randomUUID()}`)).toEqual({
      status: 404,
      body: { error: 'Person details not found.' },
    });
    expect((await get('/api/people/full')).status).toBe(400);
  });
});

describe('web pages (guests may read them)', () => {
  let page: { id: string; url: string };

  beforeAll(async () => {
    const [row] = await sql<{ id: string; url: string }>(
      `select w.id::text, w.url from web_page w join post p on p.web_page_id = w.id
       group by w.id order by count(*) desc, w.id limit 1`,
    );
    page = row!;
  });

  it('GET /api/web-pages/{id} and ?url=: success, data, error', async () => {
    const byId = await get<WebPageAnswerJson>(`/api/web-pages/${page.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ success: true, error: null, data: { id: page.id, url: page.url } });
    expect(Object.keys(byId.body.data!).sort()).toEqual(
      ['description', 'favicon_url', 'id', 'og_image', 'scraped_at', 'title', 'url'].sort(),
    );
    const byUrl = await get<WebPageAnswerJson>(`/api/web-pages?url=${encodeURIComponent(page.url)}`);
    expect(byUrl.body).toEqual(byId.body);
  });

  it("unknown pages are 404 'Webpage not found'; no url is 400 'No URL or webPageId provided'", async () => {
    const missing = { success: false, data: null, error: 'Webpage not found' };
    expect(await get(`/api/web-pages/${randomUUID()}`)).toEqual({ status: 404, body: missing });
    expect(await get(`/api/web-pages?url=${encodeURIComponent('https://nowhere.example/x')}`)).toEqual({
      status: 404,
      body: missing,
    });
    expect(await get('/api/web-pages')).toEqual({
      status: 400,
      body: { success: false, data: null, error: 'No URL or webPageId provided' },
    });
    expect((await get('/api/web-pages/not-an-id')).status).toBe(400);
  });

  it('GET /api/web-pages/{id}/feed: 20 a page, view-only posts of the page, newest first, paged to the end', async () => {
    const total = await guestVisible('p.web_page_id', page.id);
    const posts: { id: string; web_page_id: string; userRole: string; created_at: string }[] = [];
    for (let n = 1; ; n += 1) {
      const res = await get<{ posts: typeof posts; hasMore: boolean }>(
        `/api/web-pages/${page.id}/feed?page=${n}&limit=2`,
      );
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['hasMore', 'posts']);
      posts.push(...res.body.posts);
      if (!res.body.hasMore) break;
    }
    expect(posts).toHaveLength(total);
    for (const p of posts) expect(p).toMatchObject({ web_page_id: page.id, userRole: 'view' });
    const times = posts.map((p) => p.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const first = await get<{ posts: unknown[] }>(`/api/web-pages/${page.id}/feed`);
    expect(first.body.posts.length).toBe(Math.min(total, 20));
    expect((await get(`/api/web-pages/${randomUUID()}/feed`)).status).toBe(404);
    expect((await get(`/api/web-pages/${page.id}/feed?limit=0`)).status).toBe(400);
  });
});
