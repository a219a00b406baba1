// The demo-data seed (spec 4 "Demo data": `npm run seed` loads a deterministic demo data set) against
// real PostgreSQL: `node scripts/seed.mjs --scale small` run into two sets of fresh databases of our
// own. The same seed number gives the same rows in both (ids and contents), a second run into the
// same databases inserts nothing, the posts' vote counters equal their post_vote rows, and the
// activity rollups equal the counts computed from the posts.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DASHBOARD_PERIODS } from '@hivemind/contracts';
import { dropDatabases, setupDatabases, testDatabaseUrls, type DatabaseUrls } from '../../scripts/db/setup.mjs';
import * as rollup from '../../apps/feeds-svc/src/dashboard/dashboard.queries.js';
import { periodWindow } from '../../apps/feeds-svc/src/dashboard/dashboard.rules.js';
import * as direct from '../../apps/feeds-svc/src/dashboard/direct-counts.queries.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = randomUUID().replaceAll('-', '').slice(0, 10);
const first = testDatabaseUrls(`seed_a_${run}`, process.env.THOUGHTS_DATABASE_URL);
const second = testDatabaseUrls(`seed_b_${run}`, process.env.THOUGHTS_DATABASE_URL);

/** Each table with the key that identifies a row and the columns whose contents must not drift. */
const TABLES: Record<keyof DatabaseUrls, Record<string, string>> = {
  hives: {
    app_user: 'id::text || email',
    user_email: 'id::text || email',
    hive: "id::text || name || type || coalesce(parent_id::text, '') || array_to_string(email_domains, ',')",
    hive_member: 'hive_id::text || user_id::text || role',
    hive_invitation: 'id::text || email',
    hive_follow: 'hive_id::text || user_id::text',
    hive_citizenship: 'id::text || hive_id::text || level',
  },
  feeds: {
    hive_read_model: 'hive_id::text || name || type',
    hive_member_read_model: 'hive_id::text || user_id::text || role',
    podcast: "id::text || title || is_tracked::text || coalesce(total_episodes_count::text, '')",
    podcast_episode: 'id::text || title',
    podcast_episode_person: "episode_id::text || position::text || name || role || coalesce(person_id::text, '')",
    web_page: 'id::text || url',
    stream: "id::text || name || stream_type || level::text || coalesce(parent_id::text, '') || embedding::text",
    person: 'id::text || first_name || last_name',
    organization: 'id::text || name',
    organization_website: 'id::text || organization_id::text || url',
    organization_person:
      "organization_id::text || person_id::text || coalesce(role, '') || coalesce(end_date::text, '') || is_current::text",
    storm: 'id::text || hive_id::text || prompt',
    storm_participation:
      "storm_id::text || user_id::text || wants_to_vote_only::text || coalesce(post_id::text, '') || (post_activated_at IS NULL)::text",
    post: "id::text || hive_id::text || user_id::text || content || coalesce(thought_type, '') || upvotes::text || downvotes::text || embedding::text",
    post_vote: 'post_id::text || user_id::text || vote_type',
    post_stream: "post_id::text || stream_id::text || coalesce(sentiment, '')",
    post_content_creator: 'post_id::text || person_id::text',
    moderation_log: 'id::text || moderator_id::text',
  },
  thoughts: {
    thought: "id::text || original_thought || coalesce(category, '') || coalesce(thought_type, '')",
    list: 'id::text || title',
    list_item: 'id::text || status',
  },
};

type Fingerprint = Record<string, { rows: number; md5: string }>;

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Row count and an md5 of every row's identity and contents, per table. */
async function fingerprint(urls: DatabaseUrls): Promise<Fingerprint> {
  const out: Fingerprint = {};
  for (const db of Object.keys(TABLES) as (keyof DatabaseUrls)[]) {
    await withClient(urls[db], async (c) => {
      for (const [table, expr] of Object.entries(TABLES[db])) {
        const { rows } = await c.query<{ rows: number; md5: string }>(
          `SELECT count(*)::int AS rows, md5(coalesce(string_agg(${expr}, '|' ORDER BY ${expr}), '')) AS md5 FROM ${table}`,
        );
        out[`${db}.${table}`] = rows[0];
      }
    });
  }
  return out;
}

function seed(urls: DatabaseUrls): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/seed.mjs'), '--scale', 'small', '--seed', '7'], {
      cwd: root,
      env: {
        ...process.env,
        THOUGHTS_DATABASE_URL: urls.thoughts,
        HIVES_DATABASE_URL: urls.hives,
        FEEDS_DATABASE_URL: urls.feeds,
      },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('demo data seed (scripts/seed.mjs)', () => {
  let once: Fingerprint;
  beforeAll(async () => {
    await setupDatabases(first);
    await setupDatabases(second);
    const result = await seed(first);
    expect(result.out).toContain('done');
    expect(result.code).toBe(0);
    once = await fingerprint(first);
  }, 240_000);

  afterAll(async () => {
    await dropDatabases(first);
    await dropDatabases(second);
  }, 60_000);

  it('loads the demo data set of spec 4: squares, hives of each kind, podcasts, streams, posts, a live storm', async () => {
    expect(once['feeds.post'].rows).toBe(2000);
    expect(once['feeds.podcast'].rows).toBe(24);
    expect(once['feeds.storm'].rows).toBe(1);
    for (const table of [
      'feeds.post_vote',
      'feeds.post_stream',
      'feeds.post_content_creator',
      'feeds.stream',
      'feeds.person',
      'feeds.organization',
    ]) {
      expect(once[table].rows).toBeGreaterThan(0);
    }
    await withClient(first.hives, async (c) => {
      const { rows } = await c.query<{ type: string }>('SELECT DISTINCT type FROM hive ORDER BY type');
      expect(rows.map((r) => r.type)).toEqual(
        expect.arrayContaining([
          'Planet',
          'Country',
          'State',
          'City',
          'Neighborhood',
          'Business',
          'Community',
          'School',
        ]),
      );
      const roles = await c.query<{ role: string }>('SELECT DISTINCT role FROM hive_member ORDER BY role');
      expect(roles.rows.map((r) => r.role)).toEqual(['admin', 'owner', 'post', 'view', 'vote']);
      const demo = await c.query('SELECT 1 FROM app_user WHERE email = ANY($1)', [
        ['demo@hivemind.local', 'ada@hivemind.local'],
      ]);
      expect(demo.rowCount).toBe(2);
    });
  });

  it('gives the live storm participation rows consistent with its posts and votes (spec 2 §4 Storm participation)', async () => {
    await withClient(first.feeds, async (c) => {
      const storm = await c.query<{ id: string; vote_submission_requirement: number }>(
        'SELECT id, vote_submission_requirement FROM storm',
      );
      const { id: stormId, vote_submission_requirement: required } = storm.rows[0]!;
      // One answer per member, each with its author's participation row.
      const answers = await c.query<{ n: number; authors: number; joined: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT p.user_id)::int AS authors,
                count(sp.post_id)::int AS joined
           FROM post p LEFT JOIN storm_participation sp ON sp.post_id = p.id AND sp.user_id = p.user_id
          WHERE p.storm_id = $1`,
        [stormId],
      );
      expect(answers.rows[0]!.n).toBeGreaterThan(5);
      expect(answers.rows[0]!.authors).toBe(answers.rows[0]!.n);
      expect(answers.rows[0]!.joined).toBe(answers.rows[0]!.n);
      // Activated exactly when the author has voted on the requirement of other answers; hidden until then.
      const wrong = await c.query(
        `SELECT sp.user_id FROM storm_participation sp JOIN post p ON p.id = sp.post_id
           CROSS JOIN LATERAL (SELECT count(*)::int AS votes FROM post_vote v JOIN post o ON o.id = v.post_id
                                WHERE v.user_id = sp.user_id AND o.storm_id = sp.storm_id AND o.user_id <> sp.user_id) q
          WHERE sp.storm_id = $1
            AND ((sp.post_activated_at IS NOT NULL) <> (q.votes >= $2) OR (sp.post_activated_at IS NULL AND p.is_public))`,
        [stormId, required],
      );
      expect(wrong.rows).toEqual([]);
      const activated = await c.query(
        'SELECT 1 FROM storm_participation WHERE storm_id = $1 AND post_activated_at IS NOT NULL',
        [stormId],
      );
      expect(activated.rowCount).toBeGreaterThan(0);
      // Every member who voted on an answer takes part; those who did not answer vote only.
      const voters = await c.query(
        `SELECT DISTINCT v.user_id FROM post_vote v JOIN post p ON p.id = v.post_id
          WHERE p.storm_id = $1
            AND NOT EXISTS (SELECT 1 FROM storm_participation sp WHERE sp.storm_id = $1 AND sp.user_id = v.user_id)`,
        [stormId],
      );
      expect(voters.rows).toEqual([]);
      const voteOnly = await c.query(
        'SELECT 1 FROM storm_participation WHERE storm_id = $1 AND wants_to_vote_only AND post_id IS NOT NULL',
        [stormId],
      );
      expect(voteOnly.rowCount).toBe(0);
    });
  });

  it("keeps each post's vote counters equal to its post_vote rows", async () => {
    await withClient(first.feeds, async (c) => {
      const { rows } = await c.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM post p
           LEFT JOIN (SELECT post_id,
                             count(*) FILTER (WHERE vote_type = 'up') AS up,
                             count(*) FILTER (WHERE vote_type = 'down') AS down,
                             count(*) FILTER (WHERE vote_type = 'unconstructive') AS unc
                        FROM post_vote GROUP BY post_id) v ON v.post_id = p.id
          WHERE p.upvotes <> coalesce(v.up, 0) OR p.downvotes <> coalesce(v.down, 0)
             OR p.unconstructive_votes <> coalesce(v.unc, 0)`,
      );
      expect(rows[0].n).toBe(0);
      const late = await c.query(
        `SELECT 1 FROM post WHERE created_at > now() OR created_at < now() - interval '61 days'`,
      );
      expect(late.rowCount).toBe(0);
    });
  });

  it("names posts' content creators: an episode post its episode's speaker, a quote the person it quotes", async () => {
    await withClient(first.feeds, async (c) => {
      const creatorNamed = (name: string) => `EXISTS (SELECT 1 FROM post_content_creator c
        JOIN person pe ON pe.id = c.person_id WHERE c.post_id = p.id AND ${name})`;
      const { rows } = await c.query<
        Record<'posts' | 'linked' | 'episodes' | 'speakerless' | 'quotes' | 'unquoted', number>
      >(
        `SELECT count(*)::int AS posts,
                count(*) FILTER (WHERE EXISTS (SELECT 1 FROM post_content_creator c WHERE c.post_id = p.id))::int AS linked,
                count(*) FILTER (WHERE p.podcast_episode_id IS NOT NULL)::int AS episodes,
                count(*) FILTER (WHERE p.podcast_episode_id IS NOT NULL
                  AND NOT ${creatorNamed(`pe.first_name || ' ' || pe.last_name = p.speaker_name`)})::int AS speakerless,
                count(*) FILTER (WHERE p.thought_type = 'quote')::int AS quotes,
                count(*) FILTER (WHERE p.thought_type = 'quote'
                  AND NOT ${creatorNamed(`p.content LIKE '%— ' || pe.first_name || ' ' || pe.last_name || ', on %'`)})::int AS unquoted
           FROM post p`,
      );
      const r = rows[0]!;
      expect(r.episodes).toBeGreaterThan(0);
      expect(r.quotes).toBeGreaterThan(0);
      expect(r.speakerless).toBe(0);
      expect(r.unquoted).toBe(0);
      // A realistic share: the podcast posts and the posts quoting or naming a person.
      expect(r.linked / r.posts).toBeGreaterThan(0.15);
      expect(r.linked / r.posts).toBeLessThan(0.4);
    });
  });

  it('gives every podcast episodes featuring people, and organizations websites, key members and a stream hierarchy', async () => {
    await withClient(first.feeds, async (c) => {
      const podcasts = await c.query<{ title: string; episodes: number; featuring: number; total: number }>(
        `SELECT pc.title, count(DISTINCT e.id)::int AS episodes, count(DISTINCT ep.episode_id)::int AS featuring,
                pc.total_episodes_count AS total
           FROM podcast pc LEFT JOIN podcast_episode e ON e.podcast_id = pc.id
           LEFT JOIN podcast_episode_person ep ON ep.episode_id = e.id
          GROUP BY pc.id ORDER BY pc.title`,
      );
      expect(podcasts.rows).toHaveLength(24);
      for (const p of podcasts.rows) {
        expect(p.episodes).toBe(5);
        expect(p.featuring).toBe(p.episodes);
        expect(p.total).toBeGreaterThanOrEqual(p.episodes);
      }
      const orgs = await c.query<{ websites: number; members: number; departments: number; products: number }>(
        `SELECT (SELECT count(*)::int FROM organization_website w WHERE w.organization_id = o.id) AS websites,
                (SELECT count(*)::int FROM organization_person m WHERE m.organization_id = o.id) AS members,
                (SELECT count(*)::int FROM stream d WHERE d.parent_id = o.stream_id
                   AND d.stream_type = 'company_department') AS departments,
                (SELECT count(*)::int FROM stream pr JOIN stream d ON d.id = pr.parent_id
                  WHERE d.parent_id = o.stream_id) AS products
           FROM organization o`,
      );
      expect(orgs.rows).toHaveLength(12);
      for (const o of orgs.rows) {
        expect(o.websites).toBeGreaterThanOrEqual(2);
        expect(o.members).toBeGreaterThanOrEqual(1);
        expect(o.departments).toBe(2);
        expect(o.products).toBeGreaterThanOrEqual(1);
      }
      const people = await c.query(`SELECT 1 FROM person WHERE stream_id IS NULL`);
      expect(people.rowCount).toBe(0);
    });
  });

  it('fills the activity rollups and stream counts exactly as the posts have them', async () => {
    const now = new Date();
    await withClient(first.feeds, async (c) => {
      const rows = async (s: { sql: string; params: unknown[] }) => (await c.query(s.sql, s.params)).rows;
      for (const period of DASHBOARD_PERIODS) {
        const w = periodWindow(period, now);
        for (const [fromRollups, fromPosts] of [
          [rollup.postsByTypeSql(w), direct.directPostsByTypeSql(w)],
          [rollup.sentimentSql(w), direct.directSentimentSql(w)],
          [rollup.trendingStreamsSql(w, 1000), direct.directTrendingStreamsSql(w, 1000)],
          [rollup.newStreamsSql(w.since, 1000), direct.directNewStreamsSql(w.since, 1000)],
          [rollup.podcastRankingsSql(w, null, 1000), direct.directPodcastRankingsSql(w, null, 1000)],
        ] as const)
          expect(await rows(fromRollups)).toEqual(await rows(fromPosts));
      }
      const trending = await rows(rollup.trendingStreamsSql(periodWindow('last_7_days', now), 5));
      expect(trending).toHaveLength(5);
      // New streams in every period of the dashboard, and no post tagged before its stream existed.
      const fresh = await rows(rollup.newStreamsSql(periodWindow('last_24_hours', now).since, 10));
      expect(fresh.length).toBeGreaterThan(0);
      const early = await c.query(`SELECT 1 FROM post_stream t JOIN post p ON p.id = t.post_id
        JOIN stream s ON s.id = t.stream_id WHERE p.created_at < s.created_at`);
      expect(early.rowCount).toBe(0);
      const unembedded = await c.query('SELECT 1 FROM stream WHERE embedding IS NULL OR embedded_at IS NULL');
      expect(unembedded.rowCount).toBe(0);
    });
  });

  it('is idempotent: re-running the same seed inserts nothing twice', async () => {
    const again = await seed(first);
    expect(again.code).toBe(0);
    expect(await fingerprint(first)).toEqual(once);
  }, 120_000);

  it('gives posts loaded before content creators existed their creators on the next run', async () => {
    await withClient(first.feeds, (c) => c.query('DELETE FROM post_content_creator'));
    const again = await seed(first);
    expect(again.code).toBe(0);
    expect(again.out).toContain('content creators of posts loaded before they existed');
    expect(await fingerprint(first)).toEqual(once);
  }, 120_000);

  it('is deterministic: the same seed number gives the same rows in other databases', async () => {
    const other = await seed(second);
    expect(other.code).toBe(0);
    expect(await fingerprint(second)).toEqual(once);
  }, 120_000);
});
