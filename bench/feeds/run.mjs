#!/usr/bin/env node
/* global document, window, requestAnimationFrame, MutationObserver -- in the page, for P5 */
// Feed, related-posts, web and memory benchmarks (issue 8: P1, the federated GraphQL query, P4, P5,
// peak RSS). Seeds the demo data into benchmark databases of this run (hivemind_bench_<run>_*), starts
// the five apps on their own ports, and measures each figure against a baseline taken in the same run:
//   - P1: GET /api/posts (pages 1 and 5 of 20, with and without a category filter, as a guest, and
//     page 1 signed in) through the REST facade with autocannon at 50 connections, against the bare
//     SQL of the same page (one statement in the feeds database) run through `pg` at the same
//     concurrency: p50/p95/p99, requests/s, errors. Target p50 ≤ 3× the bare SQL, 0 errors.
//   - GraphQL: a query touching the three services (mediaFeed with hive { name } from hives-svc and
//     thoughtsFeed from thoughts-svc) through the gateway, signed in, against the same mediaFeed
//     asked of feeds-svc's subgraph directly with a signed context. Same target.
//   - P4: related posts (top 20 by cosine distance on post.embedding) through the HNSW index, per
//     hnsw.ef_search with iterative scans, against the exact answer (index scans off): p50/p95 and
//     recall@20 over sample posts. Target p95 ≤ 20 ms, recall ≥ 0.95. Also through
//     GET /api/posts/{id}/related when the gateway answers it.
//   - P5: the JavaScript index.html loads before the first paint (gzip), and the time until the
//     first [data-testid="portal"] is painted in headless Chromium (median of cold loads), against
//     the same browser painting a one-element page. Targets ≤ 150 KB and ≤ 1 s. Beside the gzip -9
//     count of index.html's files, the scripts the browser itself fetched before that paint (lazy
//     chunks included) and their bytes as the gateway sent them (Resource Timing).
//   - Memory: each app's RSS once ready and its peak (VmHWM) after all the load above.
// Writes its section of bench/RESULTS.md (between the feeds markers).
// Usage: node bench/feeds/run.mjs [--scale medium] [--port-base 5400] [--seconds 8] [--connections 50]
//        [--samples 50] [--loads 7] [--keep] [--no-build] [--no-write] [--only p5]
//   --keep   keeps the databases (hivemind_bench_keep_<scale>_*) and reuses them, without seeding
//            again, on the next run: for working on the benchmark itself.
//   --only p5  measures only the web app (P5) and prints its table: for working on the web app. It
//            writes nothing to RESULTS.md (a section needs every part) and saves its figures to
//            test-results/bench-feeds-p5.json.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { Redis } from 'ioredis';
import { build, generate } from '../../scripts/lib/prepare.mjs';
import { log, root, run } from '../../scripts/lib/run.mjs';
import { stackApps, startStack } from '../../scripts/lib/stack.mjs';
import { benchDatabaseUrls, closedLoop, machine, nowUtc, percentile, summarize, writeSection } from '../lib.mjs';

const { values: opts } = parseArgs({
  options: {
    scale: { type: 'string', default: 'medium' },
    'port-base': { type: 'string', default: '5400' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    samples: { type: 'string', default: '50' },
    loads: { type: 'string', default: '7' },
    keep: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    'report-from': { type: 'string' },
    only: { type: 'string' },
  },
  // bench/run.mjs hands every benchmark the same arguments; the others' options are not ours.
  strict: false,
  allowPositionals: true,
});
const SCALE = String(opts.scale);
const PORT_BASE = Number(opts['port-base']);
const SECONDS = Number(opts.seconds);
const CONNECTIONS = Number(opts.connections);
const SAMPLES = Number(opts.samples);
const LOADS = Number(opts.loads);
const WARMUP_SECONDS = 2;
const PAGE = 20;
const TARGET = { p1Ratio: 3, p4P95: 20, p4Recall: 0.95, jsKb: 150, portalMs: 1000 };
const POST_FIELDS = `id content category thoughtType createdAt hiveId stormId isPublic moderatedAt upvotes downvotes
  unconstructiveVotes userVote isMine`;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
if (!['small', 'medium', 'large'].includes(SCALE)) throw new Error(`--scale must be small, medium or large`);
const ONLY = opts.only === undefined ? null : String(opts.only).toLowerCase();
if (ONLY !== null && ONLY !== 'p5') throw new Error(`--only takes p5 (the web app), not ${ONLY}`);

// --report-from <file>: only rewrite the section from the figures a run saved (test-results/bench-feeds.json).
if (opts['report-from']) {
  const saved = JSON.parse(readFileSync(String(opts['report-from']), 'utf8'));
  const section = report(saved);
  console.log(`\n${section}\n`);
  if (!opts['no-write']) await writeSection('feeds', section);
  process.exit(0);
}

const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const databases = await benchDatabaseUrls(opts.keep ? `keep_${SCALE}` : runId);
const bullPrefix = `bench_feeds_${runId}`;
const contextSecret = `bench-${randomBytes(12).toString('hex')}`;
const gateway = `http://127.0.0.1:${PORT_BASE}`;
// A second gateway over the same services with the guest cache off: what every guest request costs.
const gatewayUncached = `http://127.0.0.1:${PORT_BASE + 1}`;
const feedsSubgraph = `http://127.0.0.1:${PORT_BASE + 103}/graphql`;
const started = performance.now();
const results = { loadAverage: os.loadavg().map((l) => l.toFixed(1)) };

if (!opts['no-build']) {
  await generate();
  await build();
}
const { setupDatabases, dropDatabases } = await import('../../scripts/db/setup.mjs');
const { createSession, signUserContext } = await import(path.join(root, 'libs/common/dist/index.js'));
const contracts = await import(path.join(root, 'libs/contracts/dist/index.js'));

const redis = new Redis(REDIS_URL);
const feedsDb = new pg.Pool({ connectionString: databases.feeds, max: CONNECTIONS });
const hivesDb = new pg.Pool({ connectionString: databases.hives, max: 2 });
let stack;
let session;
let webDist;
try {
  log(
    `benchmark databases: ${Object.values(databases)
      .map((u) => new URL(u).pathname.slice(1))
      .join(', ')}`,
  );
  await setupDatabases(databases);
  const seedStarted = performance.now();
  const reuse =
    opts.keep && (await one(feedsDb, `select exists (select 1 from post) as some`).catch(() => ({ some: false }))).some;
  log(reuse ? 'reusing the kept, seeded databases (--keep)' : `seeding --scale ${SCALE}`);
  const seeded = reuse
    ? { code: 0, out: '' }
    : await run('node', [path.join(root, 'scripts/seed.mjs'), '--scale', SCALE], {
        env: {
          THOUGHTS_DATABASE_URL: databases.thoughts,
          HIVES_DATABASE_URL: databases.hives,
          FEEDS_DATABASE_URL: databases.feeds,
          REDIS_URL,
        },
        quiet: true,
      });
  if (seeded.code !== 0) throw new Error(`the seed failed:\n${seeded.out.slice(-3000)}`);
  results.seedSeconds = (performance.now() - seedStarted) / 1000;
  // Planner statistics as autovacuum would leave them once it caught up with the bulk load (a seeded
  // table analyzed mid-load plans the feed as if almost no post were unmoderated).
  for (const url of Object.values(databases)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('analyze');
    await client.end();
  }
  log(`seeded in ${results.seedSeconds.toFixed(0)} s`);

  // The web build this run measures, copied out of apps/web/dist (which other builds may rewrite
  // while the benchmark runs); the gateway serves the copy.
  webDist = copyWebDist();
  const apps = stackApps({
    portBase: PORT_BASE,
    databases,
    bullPrefix,
    contextSecret,
    extraEnv: { NODE_ENV: 'production', LOG_LEVEL: 'warn', AI_PROVIDER: 'local' },
  });
  for (const app of apps) if (app.name === 'gateway') app.env.WEB_DIST = webDist;
  const gw = apps.find((app) => app.name === 'gateway');
  // P5 loads the page from the first gateway only.
  if (ONLY === null)
    apps.push({
      ...gw,
      name: 'gateway (guest cache off)',
      port: PORT_BASE + 1,
      readyUrl: `${gatewayUncached}/readyz`,
      env: { ...gw.env, PORT: String(PORT_BASE + 1), REST_GUEST_CACHE_MS: '0' },
    });
  log(`starting the stack (ports ${PORT_BASE}-${PORT_BASE + 110})`);
  stack = await startStack(apps, { logDir: path.join(root, 'test-results', 'bench-logs') });
  await readModelsCaughtUp();
  results.rssReady = memory(stack);
  results.data = await dataShape();
  results.pgVersion = (await one(feedsDb, `select current_setting('server_version') as v`)).v;
  log(
    `data: ${results.data.posts} posts (${results.data.embedded} with embeddings), ${results.data.hives} hives; category filter "${results.data.category}"`,
  );
  if (ONLY === 'p5') {
    results.web = await webApp();
  } else {
    session = await aViewer();

    results.rest = await restVersusSql();
    results.restFloor = await restFloor();
    results.graphql = await gatewayVersusSubgraph();
    results.statements = await statementsPerRequest([
      // On the gateway without the guest cache: what computing one guest page costs.
      { name: 'GET /api/posts?page=1 as a guest', url: `${gatewayUncached}/api/posts?page=1&limit=${PAGE}` },
      {
        name: 'GET /api/posts?page=1 signed in',
        url: `${gateway}/api/posts?page=1&limit=${PAGE}`,
        init: { headers: { cookie: session.cookie } },
      },
      {
        name: 'GraphQL through the gateway, signed in',
        url: `${gateway}/graphql`,
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-requested-with': 'hivemind' },
          body: JSON.stringify({ query: results.graphql.query }),
        },
      },
    ]);
    results.related = await relatedPosts();
    results.web = await webApp();
    results.rssPeak = memory(stack);
  }
} finally {
  await stack?.stop();
  await feedsDb.end();
  await hivesDb.end();
  if (session) await redis.del(`session:${session.sid}`).catch(() => undefined);
  if (!opts.keep) await dropDatabases(databases).catch((e) => console.error('drop failed', e));
  await scanDelete(`${bullPrefix}*`);
  if (webDist) rmSync(webDist, { recursive: true, force: true });
  await redis.quit();
}
results.totalSeconds = (performance.now() - started) / 1000;
results.config = { scale: SCALE, seconds: SECONDS, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS };
results.viewerHives = session?.hives ?? 0;
mkdirSync(path.join(root, 'test-results'), { recursive: true });
if (ONLY === 'p5') {
  writeFileSync(path.join(root, 'test-results', 'bench-feeds-p5.json'), JSON.stringify(results, null, 2));
  console.log(`\n${p5Table(results.web)}\n`);
  process.exit(0);
}
writeFileSync(path.join(root, 'test-results', 'bench-feeds.json'), JSON.stringify(results, null, 2));

const section = report(results);
console.log(`\n${section}\n`);
if (!opts['no-write']) {
  await writeSection('feeds', section);
  log('bench/RESULTS.md updated (Feeds, related posts, web app and memory section)');
}
process.exit(0);

// ---------------------------------------------------------------------------------------------------

function copyWebDist() {
  const from = path.join(root, 'apps/web/dist');
  const to = path.join(os.tmpdir(), `hivemind-bench-web-${runId}`);
  for (let attempt = 0; attempt < 30; attempt += 1) {
    if (existsSync(path.join(from, 'index.html'))) {
      try {
        cpSync(from, to, { recursive: true });
        if (existsSync(path.join(to, 'index.html'))) return to;
      } catch {
        // Rewritten while copied: try again.
      }
    }
    rmSync(to, { recursive: true, force: true });
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
  }
  throw new Error(`apps/web/dist/index.html is missing: build the web app (npx vite build in apps/web)`);
}

async function scanDelete(pattern) {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

async function one(pool, sql, params = []) {
  return (await pool.query(sql, params)).rows[0];
}

/** Hives reach feeds-svc through the outbox (hive.created → hive_read_model): wait until they have. */
async function readModelsCaughtUp() {
  const until = Date.now() + 180_000;
  for (;;) {
    const { hives } = await one(hivesDb, `select count(*)::int as hives from hive`);
    const { pending } = await one(
      hivesDb,
      `select count(*)::int as pending from outbox_event where published_at is null`,
    );
    const { known } = await one(feedsDb, `select count(*)::int as known from hive_read_model`);
    if (pending === 0 && known >= hives) return;
    if (Date.now() > until)
      throw new Error(`feeds-svc knows ${known} of ${hives} hives, ${pending} hive events unpublished after 3 min`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** What was seeded, and the category used as the filter: the median one by number of posts. */
async function dataShape() {
  const counts = await one(
    feedsDb,
    `select count(*)::int as posts, count(embedding)::int as embedded,
       (select count(*)::int from hive_read_model) as hives from post`,
  );
  const { rows } = await feedsDb.query(
    `select category, count(*)::int as n from post where category = any($1::text[]) group by 1 order by 2 desc`,
    [[...contracts.CATEGORIES]],
  );
  const median = rows[Math.floor(rows.length / 2)];
  if (counts.posts < PAGE * 5 + 1)
    throw new Error(
      `the seed made ${counts.posts} posts: page 5 of the feed needs over ${PAGE * 5} (is scripts/seed.mjs loading posts yet?)`,
    );
  return { ...counts, category: median?.category ?? null, categoryPosts: median?.n ?? 0, categories: rows.length };
}

/** The seeded member in the most hives (or a new member), signed in through a real session. */
async function aViewer() {
  let userId = (
    await one(
      hivesDb,
      `select m.user_id from hive_member m group by m.user_id order by count(*) desc, m.user_id limit 1`,
    ).catch(() => undefined)
  )?.user_id;
  if (!userId) {
    userId = randomUUID();
    await hivesDb.query(`insert into app_user (id, email, created_at, updated_at) values ($1, $2, now(), now())`, [
      userId,
      `bench-${userId}@example.test`,
    ]);
  }
  const { hives } = await one(
    feedsDb,
    `select count(*)::int as hives from hive_member_read_model where user_id = $1 and removed_at is null`,
    [userId],
  );
  const created = await createSession(redis, userId);
  return { userId, sid: created.sid, cookie: `sid=${created.sid}`, hives };
}

/** RSS now and peak (VmHWM) of each app, in MB. */
function memory(s) {
  return Object.fromEntries(
    s.children.map(({ app, child }) => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
      return [app.name, { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 }];
    }),
  );
}

/** CPU seconds used so far by each app and by the PostgreSQL and Redis servers, for the profile. */
function cpuTimes() {
  const ticks = 100;
  const of = (pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) / ticks;
    } catch {
      return 0;
    }
  };
  const times = Object.fromEntries(stack.children.map(({ app, child }) => [app.name, of(child.pid)]));
  for (const [name, comm] of [
    ['postgres', 'postgres'],
    ['redis', 'redis-server'],
  ]) {
    times[name] = 0;
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === comm) times[name] += of(pid);
      } catch {
        // The process ended while listed.
      }
    }
  }
  const self = process.cpuUsage();
  times.bench = (self.user + self.system) / 1e6;
  return times;
}

/** Statements run so far per database (transactions committed: Prisma runs each statement as one). */
async function statementCounts() {
  const out = {};
  for (const [db, url] of Object.entries(databases)) {
    const name = new URL(url).pathname.slice(1);
    const row = await one(feedsDb, `select xact_commit from pg_stat_database where datname = $1`, [name]);
    out[db] = Number(row.xact_commit);
  }
  return out;
}

/**
 * Statements each database runs per request, for the profile: `count` requests (5 at a time),
 * read from pg_stat_database. A backend reports its counts when idle, at most every 10 s, so each
 * reading waits for that; the services' own background statements (outbox polling) over the same
 * time are measured on an idle window and taken off.
 */
async function statementsPerRequest(cases, count = 20) {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 11_000));
  await settle();
  let before = await statementCounts();
  await settle();
  let after = await statementCounts();
  const idleSeconds = 11;
  const background = Object.fromEntries(
    Object.keys(after).map((db) => [db, (after[db] - before[db] - 3) / idleSeconds]),
  );
  const out = {};
  for (const c of cases) {
    before = after;
    const t = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        while (next < count) {
          next += 1;
          const res = await fetch(c.url, { ...c.init, signal: AbortSignal.timeout(60_000) }).catch(() => null);
          await res?.arrayBuffer();
        }
      }),
    );
    await settle();
    after = await statementCounts();
    const seconds = (performance.now() - t) / 1000;
    out[c.name] = Object.fromEntries(
      Object.keys(after).map((db) => [
        db,
        Math.max(0, after[db] - before[db] - (db === 'feeds' ? 3 : 0) - background[db] * seconds) / count,
      ]),
    );
  }
  return out;
}

/** autocannon against one URL: warm-up, then the measured run (with each process's CPU share). */
async function cannon({ url, method = 'GET', headers = {}, body }) {
  const once = (seconds) =>
    new Promise((resolve, reject) => {
      const latencies = [];
      const instance = autocannon(
        { url, method, headers, body, connections: CONNECTIONS, duration: seconds, timeout: 10 },
        (error, result) => (error ? reject(error) : resolve({ result, latencies })),
      );
      instance.on('response', (_client, status, _bytes, responseTime) => {
        if (status < 400) latencies.push(responseTime);
      });
    });
  await once(WARMUP_SECONDS);
  await drain();
  const cpu = cpuTimes();
  const wall = performance.now();
  const sampling = sampleActive();
  const { result, latencies } = await once(SECONDS);
  const active = await sampling.stop();
  const cpuAfter = cpuTimes();
  const elapsed = (performance.now() - wall) / 1000;
  return {
    ...summarize(latencies),
    rps: result.requests.total / SECONDS,
    total: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    active,
    cpu: Object.fromEntries(Object.keys(cpuAfter).map((k) => [k, (cpuAfter[k] - cpu[k]) / elapsed])),
  };
}

/**
 * Waits until no statement of this run's databases is active any more: the requests a load left
 * behind in the apps (answered after the load generator stopped) must not slow the next figure.
 */
async function drain(limitMs = 120_000) {
  const names = Object.values(databases).map((u) => new URL(u).pathname.slice(1));
  const until = Date.now() + limitMs;
  let quiet = 0;
  while (Date.now() < until && quiet < 2) {
    const { active } = await one(
      feedsDb,
      `select count(*)::int as active from pg_stat_activity
       where datname = any($1::text[]) and state = 'active' and pid <> pg_backend_pid()`,
      [names],
    );
    quiet = active === 0 ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Samples pg_stat_activity of this run's databases every 250 ms until stopped: which statements were
 * running, as a share of the samples (a poor man's wait profile of the database side).
 */
function sampleActive() {
  const names = Object.values(databases).map((u) => new URL(u).pathname.slice(1));
  const seen = new Map();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await feedsDb.query(
        `select datname, regexp_replace(left(query, 400), '\\s+', ' ', 'g') as q from pg_stat_activity
         where datname = any($1::text[]) and state = 'active' and pid <> pg_backend_pid()`,
        [names],
      );
      samples += 1;
      for (const r of rows) {
        const key = `${r.datname.split('_').pop()}: ${r.q.slice(0, 160)}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return [...seen.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([query, n]) => ({ query, perSample: n / Math.max(1, samples) }));
    },
  };
}

/** The same concurrency over `pg`: `task(client)` repeatedly from CONNECTIONS loops. */
async function sqlLoad(sql, params) {
  // Every pool connection open before the clock starts, as autocannon's sockets are.
  const clients = await Promise.all(Array.from({ length: CONNECTIONS }, () => feedsDb.connect()));
  clients.forEach((c) => c.release());
  const r = await closedLoop(() => feedsDb.query(sql, params), {
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
  });
  if (r.firstError) throw r.firstError;
  return { ...r, total: r.count };
}

/**
 * The bare SQL of one media-feed page (feeds-svc's mediaFeedSql, apps/feeds-svc/src/feeds/feed-query.ts,
 * sorted by `new`) returning in one statement what the page shows: the post columns feeds-svc reads
 * and the hive's name and logo from feeds' own hive read model.
 */
function pageSql({ viewerId, category, offset }) {
  const params = [viewerId, [...contracts.PUBLIC_SQUARE_TYPES]];
  let filter = '';
  if (category) {
    params.push(category);
    filter = `and p.category = $${params.length}`;
  }
  params.push(PAGE + 1, offset);
  const sql = `select p.id, p.hive_id, p.user_id, p.content, p.category, p.thought_type, p.is_public, p.storm_id,
      p.created_at, p.moderated_at, p.moderated_by, p.moderation_reason, p.upvotes, p.downvotes,
      p.unconstructive_votes, v.vote_type, h.name as hive_name, h.logo as hive_logo
    from post p
    join hive_read_model h on h.hive_id = p.hive_id
    left join post_vote v on v.post_id = p.id and v.user_id = $1::uuid
    where p.moderated_at is null
      and (p.is_public or p.user_id = $1::uuid or v.user_id is not null)
      and (h.type = any($2::text[]) or exists (select 1 from hive_member_read_model m
        where m.hive_id = p.hive_id and m.user_id = $1::uuid and m.removed_at is null))
      ${filter}
    order by p.created_at desc, p.id desc
    limit $${params.length - 1} offset $${params.length}`;
  return { sql, params };
}

async function restVersusSql() {
  const category = results.data.category;
  const cases = [
    { name: 'page 1', page: 1 },
    { name: 'page 5', page: 5 },
    { name: `page 1, category=${category}`, page: 1, category },
    { name: `page 5, category=${category}`, page: 5, category },
    { name: 'page 1, signed in', page: 1, signedIn: true },
  ];
  const out = [];
  for (const c of cases) {
    const q = new URLSearchParams({ page: String(c.page), limit: String(PAGE) });
    if (c.category) q.set('category', c.category);
    const url = `${gateway}/api/posts?${q}`;
    const headers = c.signedIn ? { cookie: session.cookie } : {};
    const check = await fetch(url, { headers });
    const body = await check.json();
    if (!check.ok || body.posts?.length !== PAGE)
      throw new Error(`GET ${url} answered ${check.status} with ${body.posts?.length} posts: ${JSON.stringify(body)}`);
    const { sql, params } = pageSql({
      viewerId: c.signedIn ? session.userId : null,
      category: c.category,
      offset: (c.page - 1) * PAGE,
    });
    const same = (await feedsDb.query(sql, params)).rows.slice(0, PAGE).map((r) => r.id);
    if (same.join() !== body.posts.map((p) => p.id).join())
      throw new Error(`the bare SQL of ${c.name} does not answer the same posts as GET ${url}`);
    log(`P1 ${c.name}: REST`);
    const rest = await cannon({ url, headers });
    await drain();
    // Guests' pages are shared through the gateway's guest cache: measure them without it too.
    let restUncached = null;
    if (!c.signedIn) {
      log(`P1 ${c.name}: REST, guest cache off`);
      restUncached = await cannon({ url: url.replace(gateway, gatewayUncached), headers });
      await drain();
    }
    log(`P1 ${c.name}: SQL`);
    const sqlRun = await sqlLoad(sql, params);
    await drain();
    const plan = (await feedsDb.query(`explain (analyze, buffers) ${sql}`, params)).rows.map((r) => r['QUERY PLAN']);
    out.push({ ...c, rest, restUncached, sql: sqlRun, plan });
    log(
      `P1 ${c.name}: REST p50 ${rest.p50.toFixed(1)} ms vs SQL ${sqlRun.p50.toFixed(1)} ms (${(rest.p50 / sqlRun.p50).toFixed(1)}×), ${rest.rps.toFixed(0)} vs ${sqlRun.rps.toFixed(0)} req/s, ${rest.errors} errors`,
    );
  }
  return out;
}

/**
 * The facade's floor: a signed-in REST call whose one GraphQL operation costs feeds-svc almost nothing
 * (POST /api/permissions/check-hive: the hive's read-model row and the viewer's role, by primary key).
 * What the hop REST → gateway → subgraph costs by itself, whatever a feed page adds.
 */
async function restFloor() {
  const { id: hiveId } = await one(
    feedsDb,
    `select hive_id::text as id from hive_member_read_model where user_id = $1 and removed_at is null limit 1`,
    [session.userId],
  );
  const request = {
    url: `${gateway}/api/permissions/check-hive`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-requested-with': 'hivemind' },
    body: JSON.stringify({ hiveId }),
  };
  const check = await fetch(request.url, request);
  if (!check.ok) throw new Error(`POST /api/permissions/check-hive answered ${check.status}: ${await check.text()}`);
  log('P1 floor: POST /api/permissions/check-hive, signed in');
  const run = await cannon(request);
  await drain();
  log(`P1 floor: p50 ${run.p50.toFixed(1)} ms, ${run.rps.toFixed(0)} req/s, ${run.errors} errors`);
  return run;
}

function signedHeaders(userId) {
  const { context, signature } = signUserContext(
    { userId, correlationId: `bench-${randomUUID()}`, iat: Date.now() },
    contextSecret,
  );
  return {
    [contracts.USER_CONTEXT_HEADER]: context,
    [contracts.USER_CONTEXT_SIGNATURE_HEADER]: signature,
  };
}

async function gatewayVersusSubgraph() {
  const federated = `query BenchFeed { mediaFeed(offset: 0, first: ${PAGE + 1}) { ${POST_FIELDS} hive { id name logo } }
    thoughtsFeed(page: 1, limit: 5) { thoughts { id content category thoughtType createdAt } hasMore } }`;
  const direct = `query BenchFeed { mediaFeed(offset: 0, first: ${PAGE + 1}) { ${POST_FIELDS} } }`;
  const viaGateway = {
    url: `${gateway}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-requested-with': 'hivemind' },
    body: JSON.stringify({ query: federated }),
  };
  // The signed context is valid for CONTEXT_MAX_AGE_MS: signed afresh for the run.
  const viaSubgraph = () => ({
    url: feedsSubgraph,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedHeaders(session.userId) },
    body: JSON.stringify({ query: direct }),
  });
  for (const [name, r] of [
    ['gateway', viaGateway],
    ['feeds subgraph', viaSubgraph()],
  ]) {
    const res = await fetch(r.url, r);
    const json = await res.json();
    if (!res.ok || json.errors || json.data?.mediaFeed?.length !== PAGE + 1)
      throw new Error(`the ${name} answered ${res.status}: ${JSON.stringify(json).slice(0, 500)}`);
    if (name === 'gateway' && !json.data.mediaFeed.every((p) => p.hive?.name))
      throw new Error(`the gateway answered posts without their hive's name: ${JSON.stringify(json).slice(0, 500)}`);
  }
  log('GraphQL: gateway (three services)');
  const fed = await cannon(viaGateway);
  await drain();
  log('GraphQL: feeds subgraph directly');
  const sub = await cannon(viaSubgraph());
  await drain();
  log(
    `GraphQL: gateway p50 ${fed.p50.toFixed(1)} ms vs subgraph ${sub.p50.toFixed(1)} ms (${(fed.p50 / sub.p50).toFixed(1)}×), ${fed.errors} errors`,
  );
  return { federated: fed, subgraph: sub, query: federated.replace(/\s+/g, ' ') };
}

/** Related posts: HNSW (per ef_search, iterative scans) against the exact top 20, over sample posts. */
async function relatedPosts() {
  const client = await feedsDb.connect();
  try {
    const { rows: samples } = await client.query(
      `select id from post where embedding is not null and moderated_at is null
       order by md5(id::text) limit $1`,
      [SAMPLES],
    );
    const ids = samples.map((r) => r.id);
    if (ids.length === 0) return null;
    const { version } = await one(client, `select extversion as version from pg_extension where extname = 'vector'`);
    const index = await one(
      client,
      `select indexname, indexdef from pg_indexes where tablename = 'post' and indexdef ilike '%using hnsw%'`,
    );
    // Related posts are the visible ones nearest in meaning, the post itself left out.
    const related = `select p.id from post p
      where p.id <> $1 and p.embedding is not null and p.moderated_at is null and p.is_public
      order by p.embedding <=> (select embedding from post where id = $1) limit 20`;
    const timed = async (id) => {
      const t = performance.now();
      const { rows } = await client.query(related, [id]);
      return { ms: performance.now() - t, ids: rows.map((r) => r.id) };
    };
    const pass = async () => {
      const out = [];
      for (const id of ids) out.push(await timed(id));
      return out;
    };

    await client.query('begin');
    await client.query('set local enable_indexscan = off');
    await client.query('set local enable_bitmapscan = off');
    await pass(); // warm the table's pages
    const exact = await pass();
    const exactPlan = (await client.query(`explain ${related}`, [ids[0]])).rows.map((r) => r['QUERY PLAN']);
    await client.query('commit');
    const exactStats = summarize(exact.map((e) => e.ms));

    const settings = [];
    for (const iterative of ['off', 'relaxed_order']) {
      for (const ef of [40, 64, 100, 200]) {
        await client.query('begin');
        await client.query(`set local hnsw.ef_search = ${ef}`);
        if (version >= '0.8') await client.query(`set local hnsw.iterative_scan = ${iterative}`);
        else if (iterative !== 'off') {
          await client.query('commit');
          continue;
        }
        await pass();
        const hnsw = await pass();
        const plan = (await client.query(`explain ${related}`, [ids[0]])).rows.map((r) => r['QUERY PLAN']);
        await client.query('commit');
        const recall =
          hnsw.reduce((sum, h, i) => {
            const truth = new Set(exact[i].ids);
            return sum + h.ids.filter((id) => truth.has(id)).length / Math.max(1, truth.size);
          }, 0) / hnsw.length;
        const stats = summarize(hnsw.map((h) => h.ms));
        const usesIndex = plan.some((l) => l.includes(index?.indexname ?? 'hnsw'));
        settings.push({ ef, iterative, recall, ...stats, usesIndex });
        log(
          `P4 ef_search ${ef}, iterative ${iterative}: p50 ${stats.p50.toFixed(1)} ms, p95 ${stats.p95.toFixed(1)} ms, recall@20 ${recall.toFixed(3)}${usesIndex ? '' : ' (index NOT used)'}`,
        );
      }
    }
    const chosen =
      settings.find((s) => s.usesIndex && s.recall >= TARGET.p4Recall && s.p95 <= TARGET.p4P95) ??
      settings.filter((s) => s.usesIndex).sort((a, b) => b.recall - a.recall)[0] ??
      settings[0];
    const endpoint = await relatedEndpoint(ids, exact);
    return {
      samples: ids.length,
      exact: exactStats,
      exactPlan,
      settings,
      chosen,
      version,
      index: index?.indexdef ?? null,
      endpoint,
    };
  } finally {
    client.release();
  }
}

/** GET /api/posts/{id}/related through the gateway, when it exists: latency, and recall against exact. */
async function relatedEndpoint(ids, exact) {
  const probe = await fetch(`${gateway}/api/posts/${ids[0]}/related`, { headers: { cookie: session.cookie } });
  if (!probe.ok) return { status: probe.status };
  const idsOf = (body) => {
    const list = Array.isArray(body)
      ? body
      : (Object.values(body).find((v) => Array.isArray(v) && v.every((x) => typeof x === 'object')) ?? []);
    return list.map((x) => x.id ?? x.post?.id).filter(Boolean);
  };
  const times = [];
  let recall = 0;
  for (let round = 0; round < 2; round += 1) {
    times.length = 0;
    recall = 0;
    for (const [i, id] of ids.entries()) {
      const t = performance.now();
      const res = await fetch(`${gateway}/api/posts/${id}/related`, { headers: { cookie: session.cookie } });
      const body = await res.json();
      times.push(performance.now() - t);
      const truth = new Set(exact[i].ids);
      const got = idsOf(body);
      recall += got.filter((x) => truth.has(x)).length / Math.max(1, truth.size);
    }
  }
  return { status: 200, ...summarize(times), recall: recall / ids.length };
}

/** P5: the first paint's JavaScript, and time to the first portal painted. */
async function webApp() {
  const dist = webDist;
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // What index.html loads before anything renders: its module scripts and their modulepreloads.
  const initial = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]);
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const size = (files) =>
    files.reduce(
      (acc, f) => {
        const bytes = readFileSync(path.join(dist, f.replace(/^\//, '')));
        return { raw: acc.raw + bytes.length, gzip: acc.gzip + gzipSync(bytes, { level: 9 }).length };
      },
      { raw: 0, gzip: 0 },
    );
  const js = size(initial);
  const styles = size(css);
  const allJs = readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const total = size(allJs);

  // The floor: the same browser loading and painting a page holding one element, over HTTP.
  const floor = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html><body><div data-testid="portal">portal</div></body></html>');
  });
  await new Promise((resolve) => floor.listen(PORT_BASE + 20, '127.0.0.1', resolve));
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    // Painted: the first frame after the portal element is in the document with a size.
    const watch = () => {
      const seen = () => {
        const el = document.querySelector('[data-testid="portal"]');
        const box = el?.getBoundingClientRect();
        if (!box || box.width === 0 || box.height === 0) return false;
        requestAnimationFrame(() => (window.__portalPaintedAt = performance.now()));
        return true;
      };
      const observer = new MutationObserver(() => seen() && observer.disconnect());
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    };
    const load = async (url) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(watch);
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(() => typeof window.__portalPaintedAt === 'number', null, { timeout: 20_000 });
      const t = await page.evaluate(() => {
        const portal = window.__portalPaintedAt;
        // What the browser really fetched before that frame: every script (entry, modulepreloads and
        // any lazy chunk), in bytes as sent (after Content-Encoding) and as decoded.
        const scripts = performance
          .getEntriesByType('resource')
          .filter((r) => r.responseEnd <= portal && new URL(r.name).pathname.endsWith('.js'));
        return {
          portal,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
          wire: {
            files: scripts.length,
            names: scripts.map((r) => new URL(r.name).pathname),
            encoded: scripts.reduce((sum, r) => sum + r.encodedBodySize, 0),
            decoded: scripts.reduce((sum, r) => sum + r.decodedBodySize, 0),
          },
        };
      });
      await context.close();
      return t;
    };
    await load(`${gateway}/`); // first load of the build: the server's file cache, not measured
    const app = [];
    const bare = [];
    for (let i = 0; i < LOADS; i += 1) {
      app.push(await load(`${gateway}/`));
      bare.push(await load(`http://127.0.0.1:${PORT_BASE + 20}/`));
    }
    const median = (xs) => percentile(Float64Array.from(xs).sort(), 50);
    return {
      initial,
      js,
      css: styles,
      allJs: total,
      chunks: allJs.length,
      portalMs: median(app.map((t) => t.portal)),
      fcpMs: median(app.map((t) => t.fcp)),
      floorMs: median(bare.map((t) => t.portal)),
      // Cold contexts fetch the same files each time: the first measured load stands for all.
      wire: app[0].wire,
      loads: LOADS,
      all: app.map((t) => Math.round(t.portal)),
    };
  } finally {
    await browser.close();
    floor.close();
  }
}

// ---------------------------------------------------------------------------------------------------

/** The P5 table: the first paint's JavaScript and CSS, and the time to the first portal painted. */
function p5Table(w) {
  const ms = (x) => (Number.isFinite(x) ? (x < 10 ? x.toFixed(1) : x.toFixed(0)) : 'n/a');
  const times = (a, b) => (fin(a) && fin(b) && b > 0 ? `${(a / b).toFixed(1)}×` : 'n/a');
  const verdict = (ok) => (ok ? 'meets' : '**MISSES**');
  return `| measure | result | baseline | target |
|---|---|---|---|
| JavaScript index.html loads before the first paint (${w.initial.length} file${w.initial.length === 1 ? '' : 's'}), gzip -9 | **${(w.js.gzip / 1024).toFixed(1)} KB** (${(w.js.raw / 1024).toFixed(0)} KB raw) | all ${w.chunks} JS chunks: ${(w.allJs.gzip / 1024).toFixed(0)} KB gzip | ≤ 150 KB: ${verdict(w.js.gzip / 1024 <= TARGET.jsKb)} |
| CSS before the first paint, gzip | ${(w.css.gzip / 1024).toFixed(1)} KB | | |${
    w.wire
      ? `
| JavaScript the browser fetched before the first portal painted (${w.wire.files} files), as sent by the gateway | ${(w.wire.encoded / 1024).toFixed(1)} KB (${(w.wire.decoded / 1024).toFixed(0)} KB decoded) | | |`
      : ''
  }
| time to first portal painted, headless Chromium, cold context, median of ${w.loads} | **${ms(w.portalMs)} ms** (first contentful paint ${ms(w.fcpMs)} ms; loads: ${w.all.join(', ')}) | one-element page: ${ms(w.floorMs)} ms (${times(w.portalMs, w.floorMs)}) | ≤ 1 s: ${verdict(w.portalMs <= TARGET.portalMs)} |`;
}

function report(r) {
  const { scale, seconds, connections, warmupSeconds } = r.config;
  const ms = (x) => (Number.isFinite(x) ? (x < 10 ? x.toFixed(1) : x.toFixed(0)) : 'n/a');
  const times = (a, b) => (fin(a) && fin(b) && b > 0 ? `${(a / b).toFixed(1)}×` : 'n/a');
  const verdict = (ok) => (ok ? 'meets' : '**MISSES**');
  const cpuLine = (cpu) =>
    Object.entries(cpu)
      .filter(([, v]) => v >= 0.01)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v.toFixed(2)}`)
      .join(', ');

  const restRow = (name, rest, c) =>
    `| ${name} | ${ms(rest.p50)} / ${ms(rest.p95)} / ${ms(rest.p99)} ms | ${rest.rps.toFixed(0)} | ${rest.errors} | ${ms(c.sql.p50)} / ${ms(c.sql.p95)} / ${ms(c.sql.p99)} ms | ${c.sql.rps.toFixed(0)} | **${times(rest.p50, c.sql.p50)}** | ≤ 3×, 0 errors: ${verdict(p1Met(rest, c.sql))} |`;
  const restRows = r.rest
    .flatMap((c) => [
      restRow(c.signedIn ? c.name : `${c.name}, guest (guest cache on, as served)`, c.rest, c),
      ...(c.restUncached ? [restRow(`${c.name}, guest, guest cache off`, c.restUncached, c)] : []),
    ])
    .join('\n');
  const profileLine = (name, rest, c) =>
    `- ${name}: CPU ${cpuLine(rest.cpu)}; statements most often running (average number in flight): ${
      (rest.active ?? []).map((a) => `\`${a.query}\` (${a.perSample.toFixed(1)})`).join('; ') || 'none'
    }; the baseline SQL's plan: ${planSummary(c.plan)}`;
  const restProfiles = r.rest
    .map((c) =>
      c.restUncached ? profileLine(`${c.name}, guest cache off`, c.restUncached, c) : profileLine(c.name, c.rest, c),
    )
    .join('\n');
  const g = r.graphql;
  const rel = r.related;
  const relRows = rel
    ? rel.settings
        .map(
          (s) =>
            `| HNSW, ef_search ${s.ef}, iterative_scan ${s.iterative}${s.ef === rel.chosen.ef && s.iterative === rel.chosen.iterative ? ' (chosen)' : ''} | ${ms(s.p50)} / ${ms(s.p95)} ms | ${s.recall.toFixed(3)} | ${s.usesIndex ? '' : 'index not used; '}p95 ≤ 20 ms: ${verdict(s.p95 <= TARGET.p4P95)}, recall ≥ 0.95: ${verdict(s.recall >= TARGET.p4Recall)} |`,
        )
        .join('\n')
    : '';
  const endpoint = rel?.endpoint;
  const endpointRow =
    endpoint?.status === 200
      ? `| GET /api/posts/{id}/related through the gateway (sequential) | ${ms(endpoint.p50)} / ${ms(endpoint.p95)} ms | ${endpoint.recall.toFixed(3)} | p95 ≤ 20 ms: ${verdict(endpoint.p95 <= TARGET.p4P95)}, recall ≥ 0.95: ${verdict(endpoint.recall >= TARGET.p4Recall)} |`
      : `| GET /api/posts/{id}/related | not measured: the gateway answered ${endpoint?.status ?? 'n/a'} (the endpoint does not exist yet) | | |`;
  const w = r.web;
  const memRows = Object.keys(r.rssPeak)
    .map((app) => `| ${app} | ${r.rssReady[app].rss.toFixed(0)} MB | **${r.rssPeak[app].hwm.toFixed(0)} MB** |`)
    .join('\n');

  return `## Feeds, related posts, web app and memory (bench/feeds)

Measured ${nowUtc()} on ${machine()}; PostgreSQL ${r.pgVersion}, Redis, the five apps, the load generators and Chromium all on the same
machine. Command: \`npm run bench -- --scale ${scale}\` (this part: \`node bench/feeds/run.mjs --scale ${scale}\`,
${seconds} s measured after ${warmupSeconds} s of warm-up per figure, ${connections} connections). Data: \`scripts/seed.mjs --scale ${scale}\`
(${r.seedSeconds > 5 ? `${r.seedSeconds.toFixed(0)} s` : 'databases kept from an earlier run with --keep'}; then ANALYZE): ${r.data.posts} posts (${r.data.embedded} with embeddings), ${r.data.hives} hives. Apps run with
\`NODE_ENV=production\`, \`LOG_LEVEL=warn\`. Load average when the run started: ${r.loadAverage.join(' / ')} (the machine is shared).
Whole run: ${(r.totalSeconds / 60).toFixed(1)} min.

### P1: media feed through the REST facade vs the bare SQL of the same page

GET /api/posts?page=N&limit=20 with autocannon; the baseline is one SQL statement (feeds-svc's media-feed
query with the post columns and the hive's name joined in) through \`pg\` at the same concurrency. A guest's
page is the same for every guest, so the gateway shares one answer per URL among guests for
\`REST_GUEST_CACHE_MS\` (2 s; a mutation through the gateway drops it): the guest rows are measured as
served and, on a second gateway with the cache off, with every request computed. Filter:
the median category by number of posts, "${r.data.category}" (${r.data.categoryPosts} posts). Signed in: a seeded member of ${r.viewerHives} hives.

| page | REST p50 / p95 / p99 | REST req/s | errors | SQL p50 / p95 / p99 | SQL req/s | p50 ratio | target |
|---|---|---|---|---|---|---|---|
${restRows}
${
  r.restFloor
    ? `| floor: POST /api/permissions/check-hive, signed in (one operation, two primary-key reads) | ${ms(r.restFloor.p50)} / ${ms(r.restFloor.p95)} / ${ms(r.restFloor.p99)} ms | ${r.restFloor.rps.toFixed(0)} | ${r.restFloor.errors} | ${ms(r.rest[0].sql.p50)} / ${ms(r.rest[0].sql.p95)} / ${ms(r.rest[0].sql.p99)} ms (page 1) | ${r.rest[0].sql.rps.toFixed(0)} | ${times(r.restFloor.p50, r.rest[0].sql.p50)} | (what the hop alone costs) |`
    : ''
}

n/a: no request of the run was answered within its ${seconds} s (autocannon's timeout is 10 s; requests still
open when the run ends are not counted, so req/s is then 0 and the errors column counts only timeouts).

Profile of each computed REST run (guest cache off, and signed in; share of one core per process during the run; statements seen running in PostgreSQL, sampled every 250 ms):
${restProfiles}

### GraphQL through the gateway (three services) vs the feeds subgraph directly

Signed in, ${connections} connections. Gateway query: \`${g.query}\`. Baseline: the same \`mediaFeed\` without
\`hive\` and \`thoughtsFeed\`, posted to feeds-svc with a signed context.

| query | p50 / p95 / p99 | req/s | errors | p50 ratio | target |
|---|---|---|---|---|---|
| feeds subgraph directly | ${ms(g.subgraph.p50)} / ${ms(g.subgraph.p95)} / ${ms(g.subgraph.p99)} ms | ${g.subgraph.rps.toFixed(0)} | ${g.subgraph.errors} | (baseline) | |
| gateway: mediaFeed + hive + thoughtsFeed | ${ms(g.federated.p50)} / ${ms(g.federated.p95)} / ${ms(g.federated.p99)} ms | ${g.federated.rps.toFixed(0)} | ${g.federated.errors} | **${times(g.federated.p50, g.subgraph.p50)}** | ≤ 3×, 0 errors: ${verdict(fin(g.federated.p50) && g.federated.p50 <= TARGET.p1Ratio * g.subgraph.p50 && g.federated.errors === 0)} |

Profile (share of one core per process): gateway run: ${cpuLine(g.federated.cpu)}. Subgraph run: ${cpuLine(g.subgraph.cpu)}.

Statements each database ran per request (20 requests, 5 at a time, from pg_stat_database, the services'
background statements taken off):

| request | thoughts | hives | feeds |
|---|---|---|---|
${Object.entries(r.statements)
  .map(([name, s]) => `| ${name} | ${s.thoughts.toFixed(1)} | ${s.hives.toFixed(1)} | ${s.feeds.toFixed(1)} |`)
  .join('\n')}

### P4: related posts (top 20)

${
  rel
    ? `${rel.samples} sample posts, one client, each query run twice and the second timed. Query: the 20 nearest
public, unmoderated posts by cosine distance to the post's embedding (\`order by embedding <=> (select embedding …) limit 20\`).
Index: \`${rel.index ?? 'none'}\`; pgvector ${rel.version}. Exact baseline: the same query with index and bitmap scans off
(plan: ${planSummary(rel.exactPlan)}).

| method | p50 / p95 | recall@20 | target |
|---|---|---|---|
| exact scan (baseline) | ${ms(rel.exact.p50)} / ${ms(rel.exact.p95)} ms | 1 | |
${relRows}
${endpointRow}

Chosen: \`hnsw.ef_search = ${rel.chosen.ef}\`, \`hnsw.iterative_scan = ${rel.chosen.iterative}\`: p95 ${ms(rel.chosen.p95)} ms
(the exact scan's p95 is ${times(rel.exact.p95, rel.chosen.p95)} that), recall@20 ${rel.chosen.recall.toFixed(3)}.`
    : 'Not measured: no post has an embedding in the seeded data.'
}

### P5: web app

${p5Table(w)}

### Memory: each app's RSS

Ready: once the app answered its readiness check. Peak: VmHWM after all the load above (P1, GraphQL,
P4, P5).

| app | RSS when ready | peak RSS |
|---|---|---|
${memRows}

### What the figures say, and what would fix them

${findings(r)}
`;
}

/** The misses explained from this run's own profile, with the changes that would remove them. */
function findings(r) {
  const guest = r.rest[0];
  const signed = r.rest.find((c) => c.signedIn);
  const computedGuest = guest.restUncached ?? guest.rest;
  const perRequest = (share, rps) => (rps > 0 ? `${((share / rps) * 1000).toFixed(1)} ms` : 'n/a (none completed)');
  const cpuOf = (run, gatewayName) =>
    ['gateway', 'hives-svc', 'feeds-svc'].map((app) => [app, run.cpu[app === 'gateway' ? gatewayName : app] ?? 0]);
  const cpuSentence = (run, gatewayName) => {
    const parts = cpuOf(run, gatewayName);
    const total = parts.reduce((a, [, v]) => a + v, 0);
    return `${perRequest(total, run.rps)} of Node CPU (${parts.map(([app, v]) => `${app} ${perRequest(v, run.rps)}`).join(', ')})`;
  };
  const st = r.statements;
  const [guestStmts, signedStmts, fedStmts] = Object.values(st);
  const served = r.rest.filter((c) => !c.signedIn);
  const servedMet = served.every((c) => p1Met(c.rest, c.sql));
  const computedMet = r.rest.every((c) => p1Met(c.restUncached ?? c.rest, c.sql));
  const lines = [];
  lines.push(
    `- P1 as served to guests ${servedMet ? 'meets its target' : '**misses its target**'}: one answer per URL is shared by every guest for 2 s, ` +
      `so a burst of guests costs the services one request (p50 ${guest.rest.p50.toFixed(1)} ms for page 1 against ${guest.sql.p50.toFixed(1)} ms ` +
      `for the bare SQL). Every page that is computed ${computedMet ? 'meets it too' : '**misses it**'}: signed-in pages (votes, membership and the ` +
      `seen state are per viewer, so they are never shared) and guest pages with the cache off. The baseline answers a page with one statement ` +
      `(${guest.sql.rps.toFixed(0)} pages/s at ${r.config.connections} connections); through the facade one computed guest page costs ` +
      `${cpuSentence(computedGuest, guest.restUncached ? 'gateway (guest cache off)' : 'gateway')} and ` +
      `${guestStmts ? guestStmts.feeds.toFixed(1) : '?'} statements in feeds-svc` +
      (signed
        ? `; a signed-in page ${cpuSentence(signed.rest, 'gateway')} and ${signedStmts?.feeds.toFixed(1) ?? '?'} statements.`
        : '.') +
      ` On two cores shared by everything that CPU is the throughput ceiling, and at ${r.config.connections} connections the latency is queueing behind it.`,
  );
  const floor = r.restFloor;
  if (floor)
    lines.push(
      `- The facade's floor, measured in the same run: a signed-in REST call whose one operation costs feeds-svc two primary-key reads ` +
        `(POST /api/permissions/check-hive) answers ${floor.rps.toFixed(0)} requests/s at p50 ${floor.p50.toFixed(1)} ms, ` +
        `${(floor.p50 / guest.sql.p50).toFixed(1)}× the bare SQL of a whole page, for ${cpuSentence(floor, 'gateway')}. ` +
        (floor.p50 > TARGET.p1Ratio * guest.sql.p50
          ? `The hop REST → gateway → subgraph alone already misses the ≤ 3× target, so no computed page can meet it on this architecture ` +
            `and machine; the feed page's own cost is what lies between this floor and the rows above.`
          : `The hop alone fits in the target; what a computed page adds above this floor is what misses it.`),
    );
  lines.push(
    `- Made cheaper: a page's ids, rows (with hive, podcast, episode and web page) and details (stream tags, content creators, storm ` +
      `prompt, other voters, the viewer's vote) in one statement instead of six; the subgraphs without Apollo's cache-control plugin, ` +
      `which wrapped every field's resolver (together, side by side on the signed-in page 1 before this run: 89 → 114 pages/s); for the ` +
      `federated query, hives referenced through _entities answered from their row when no count or viewer field is selected (hives ` +
      `statements per request 8.7 → 2) and thoughtsFeed's filter options read only when selected (side by side: 76 → 89 requests/s); earlier, the hive's name and logo from ` +
      `feeds-svc's read model instead of hives-svc, one GraphQL operation per REST call, and the all-posts-seen state computed once per ` +
      `request and not at all for guests. Statements per page now: ${guestStmts ? guestStmts.feeds.toFixed(1) : '?'} as a guest, ` +
      `${signedStmts?.feeds.toFixed(1) ?? '?'} signed in.`,
  );
  lines.push(
    `- What is left is CPU per computed request, spread thin (no function above a few per cent in \`--cpu-prof\` profiles): in the gateway, ` +
      `the in-process GraphQL request (yoga pipeline, query plan, delegation, JSON out and back in for the REST shape); in feeds-svc, Apollo ` +
      `executing about fifty fields for each of 21 posts, Prisma, and each statement's socket write (a fifth of feeds-svc's CPU on these ` +
      `virtual machines). Answering the REST facade in-process without the JSON round trip (the runtime's sdkRequester) was tried and ` +
      `measured no faster. What would move it: a feed page as one pre-shaped field (no per-field execution in two GraphQL engines), more ` +
      `gateway and feeds-svc replicas (both are stateless) or dedicated cores; 3× the bare SQL at 50 connections asks for about ` +
      `${(3 * guest.sql.p50) / 1000 > 0 ? Math.round(r.config.connections / ((3 * guest.sql.p50) / 1000)) : '?'} ` +
      `computed pages per second from two shared cores.`,
  );
  if (fedStmts)
    lines.push(
      `- The federated GraphQL query (mediaFeed + hive + thoughtsFeed) runs ${(fedStmts.thoughts + fedStmts.hives + fedStmts.feeds).toFixed(0)} statements ` +
        `(thoughts ${fedStmts.thoughts.toFixed(1)}, hives ${fedStmts.hives.toFixed(1)}, feeds ${fedStmts.feeds.toFixed(1)}).`,
    );
  const filtered = r.rest.find((c) => c.category && c.page === 5);
  if (filtered)
    lines.push(
      `- The category filter's SQL (page 5) runs as: ${planSummary(filtered.plan)}. ` +
        (/\bSort\b/.test(planSummary(filtered.plan))
          ? `It sorts rows an index could hand over in order: an index on (category, created_at DESC, id DESC) would read only the page.`
          : `It reads the page in order from the index on (category, created_at DESC, id DESC), without sorting.`),
    );
  if (r.related) {
    const c = r.related.chosen;
    const ok = c.p95 <= TARGET.p4P95 && c.recall >= TARGET.p4Recall;
    lines.push(
      `- P4: the HNSW index ${ok ? 'meets both targets' : '**misses**'} at ef_search ${c.ef} / iterative_scan ${c.iterative} ` +
        `(p95 ${c.p95.toFixed(1)} ms, recall ${c.recall.toFixed(3)}); an exact scan of every embedding costs ${r.related.exact.p95.toFixed(0)} ms at p95. ` +
        `GET /api/posts/{id}/related keeps its own similarity-threshold tiers (0.9 … 0.4), so its overlap with the exact top 20 measures ` +
        `the threshold as much as the index, and it pays the facade's per-request cost above.`,
    );
  }
  const growth = Object.entries(r.rssPeak)
    .map(([app, m]) => [app, m.hwm - r.rssReady[app].rss])
    .sort((a, b) => b[1] - a[1])[0];
  if (growth)
    lines.push(
      `- Memory: the largest growth under load is ${growth[0]}'s, ${growth[1].toFixed(0)} MB above its ready RSS (peak ${r.rssPeak[growth[0]].hwm.toFixed(0)} MB).`,
    );
  return lines.join('\n');
}

/** P1's target: p50 within 3× the bare SQL's, no errors. */
function p1Met(rest, sql) {
  return fin(rest.p50) && rest.p50 <= TARGET.p1Ratio * sql.p50 && rest.errors === 0;
}

/** A measured number (figures loaded with --report-from have null where a run measured nothing). */
function fin(x) {
  return typeof x === 'number' && Number.isFinite(x);
}

/** The plan's shape in a line: its nodes (indexes named), and the execution time. */
function planSummary(plan) {
  const nodes = plan
    .filter((l, i) => i === 0 || l.includes('->'))
    .map((l) =>
      l
        .replace(/^\s*->\s*/, '')
        .replace(/\s+\(cost=.*$/, '')
        .trim(),
    )
    .filter(Boolean);
  const exec = plan.find((l) => l.startsWith('Execution Time'));
  return `${nodes.join(' → ')}${exec ? ` (${exec.replace('Execution Time: ', '')})` : ''}`;
}
