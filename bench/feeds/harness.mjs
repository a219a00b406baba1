// What every benchmark of bench/feeds measures with: the run's databases seeded with the demo data,
// the five apps on the run's ports (and a second gateway with the guest cache off), the signed-in
// viewer, the load tools (autocannon against the gateway, a closed loop of bare SQL over `pg`, the
// wait for a quiet database between figures) and the formatting the report's tables share.
// A benchmark module exports `{ measure(h), section(r) }`: `measure` takes a started FeedsHarness and
// resolves to its figures (merged into the run's results), `section` writes its part of the report.
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { Redis } from 'ioredis';
import { log, root, run } from '../../scripts/lib/run.mjs';
import { stackApps } from '../../scripts/lib/stack.mjs';
import {
  benchDatabaseUrls,
  closedLoop,
  cpuShare,
  cpuTimes,
  databaseName,
  deleteKeys,
  dropBenchDatabases,
  newMember,
  setupBenchDatabases,
  signIn,
  startBenchStack,
  summarize,
} from '../lib.mjs';

/** Posts per feed page, as the web app asks for them. */
export const PAGE = 20;
/** Seconds of load before each measured run, not counted. */
export const WARMUP_SECONDS = 2;
/** The targets of issue 8: P1 (and the federated query) p50 ≤ 3× the baseline, P4, P5. */
export const TARGET = { p1Ratio: 3, p4P95: 20, p4Recall: 0.95, jsKb: 150, portalMs: 1000 };
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * One run of the feeds benchmarks. `config`: scale, portBase, seconds, connections, samples, loads,
 * keep (reuse hivemind_bench_keep_<scale>_* without seeding again) and uncachedGateway (start the
 * second gateway). Build the apps first: `start` imports libs/contracts from its dist.
 */
export class FeedsHarness {
  constructor(config, results = {}) {
    this.config = config;
    this.runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
    this.bullPrefix = `bench_feeds_${this.runId}`;
    this.contextSecret = `bench-${randomBytes(32).toString('hex')}`;
    this.gateway = `http://127.0.0.1:${config.portBase}`;
    // A second gateway over the same services with the guest cache off: what every guest request costs.
    this.gatewayUncached = `http://127.0.0.1:${config.portBase + 1}`;
    this.feedsSubgraph = `http://127.0.0.1:${config.portBase + 103}/graphql`;
    /** The run's figures: each benchmark's, and what `start` learnt of the data. */
    this.results = results;
    this.stack = undefined;
    this.webDist = undefined;
    this.session = undefined;
  }

  /** Databases seeded (or kept), the stack started and caught up: ready to measure. */
  async start() {
    const { config, results } = this;
    this.databases = await benchDatabaseUrls(config.keep ? `keep_${config.scale}` : this.runId);
    this.contracts = await import(path.join(root, 'libs/contracts/dist/index.js'));
    this.common = await import(path.join(root, 'libs/common/dist/index.js'));
    this.redis = new Redis(REDIS_URL);
    this.feedsDb = new pg.Pool({ connectionString: this.databases.feeds, max: config.connections });
    this.hivesDb = new pg.Pool({ connectionString: this.databases.hives, max: 2 });
    await setupBenchDatabases(this.databases);
    const seedStarted = performance.now();
    const reuse =
      config.keep && (await this.one(`select exists (select 1 from post) as some`).catch(() => ({ some: false }))).some;
    log(reuse ? 'reusing the kept, seeded databases (--keep)' : `seeding --scale ${config.scale}`);
    const seeded = reuse
      ? { code: 0, out: '' }
      : await run('node', [path.join(root, 'scripts/seed.mjs'), '--scale', config.scale], {
          env: {
            THOUGHTS_DATABASE_URL: this.databases.thoughts,
            HIVES_DATABASE_URL: this.databases.hives,
            FEEDS_DATABASE_URL: this.databases.feeds,
            REDIS_URL,
          },
          quiet: true,
        });
    if (seeded.code !== 0) throw new Error(`the seed failed:\n${seeded.out.slice(-3000)}`);
    results.seedSeconds = (performance.now() - seedStarted) / 1000;
    // Planner statistics as autovacuum would leave them once it caught up with the bulk load (a seeded
    // table analyzed mid-load plans the feed as if almost no post were unmoderated).
    for (const url of Object.values(this.databases)) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('analyze');
      await client.end();
    }
    log(`seeded in ${results.seedSeconds.toFixed(0)} s`);

    // The web build this run measures, copied out of apps/web/dist (which other builds may rewrite
    // while the benchmark runs); the gateway serves the copy.
    this.webDist = copyWebDist(this.runId);
    const apps = stackApps({
      portBase: config.portBase,
      databases: this.databases,
      bullPrefix: this.bullPrefix,
      contextSecret: this.contextSecret,
      extraEnv: { NODE_ENV: 'production', LOG_LEVEL: 'warn', AI_PROVIDER: 'local' },
    });
    for (const app of apps) if (app.name === 'gateway') app.env.WEB_DIST = this.webDist;
    const gw = apps.find((app) => app.name === 'gateway');
    if (config.uncachedGateway)
      apps.push({
        ...gw,
        name: 'gateway (guest cache off)',
        port: config.portBase + 1,
        readyUrl: `${this.gatewayUncached}/readyz`,
        env: { ...gw.env, PORT: String(config.portBase + 1), REST_GUEST_CACHE_MS: '0' },
      });
    this.stack = await startBenchStack(apps, config.portBase);
    await this.readModelsCaughtUp();
  }

  /** Everything `start` made, stopped or removed (the databases kept with --keep). */
  async close() {
    await this.stack?.stop();
    await this.feedsDb?.end();
    await this.hivesDb?.end();
    if (this.session) await this.redis.del(`session:${this.session.sid}`).catch(() => undefined);
    if (this.databases && !this.config.keep) await dropBenchDatabases(this.databases);
    if (this.redis) await deleteKeys(this.redis, `${this.bullPrefix}*`);
    if (this.webDist) rmSync(this.webDist, { recursive: true, force: true });
    await this.redis?.quit();
  }

  /** The first row of `sql` on the feeds database (or on `pool`). */
  async one(sql, params = [], pool = this.feedsDb) {
    return (await pool.query(sql, params)).rows[0];
  }

  /** Hives reach feeds-svc through the outbox (hive.created → hive_read_model): wait until they have. */
  async readModelsCaughtUp() {
    const until = Date.now() + 180_000;
    for (;;) {
      const { hives } = await this.one(`select count(*)::int as hives from hive`, [], this.hivesDb);
      const { pending } = await this.one(
        `select count(*)::int as pending from outbox_event where published_at is null`,
        [],
        this.hivesDb,
      );
      const { known } = await this.one(`select count(*)::int as known from hive_read_model`);
      if (pending === 0 && known >= hives) return;
      if (Date.now() > until)
        throw new Error(`feeds-svc knows ${known} of ${hives} hives, ${pending} hive events unpublished after 3 min`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  /** What was seeded, and the category used as the filter: the median one by number of posts. */
  async dataShape() {
    const counts = await this.one(
      `select count(*)::int as posts, count(embedding)::int as embedded,
       (select count(*)::int from hive_read_model) as hives from post`,
    );
    const { rows } = await this.feedsDb.query(
      `select category, count(*)::int as n from post where category = any($1::text[]) group by 1 order by 2 desc`,
      [[...this.contracts.CATEGORIES]],
    );
    const median = rows[Math.floor(rows.length / 2)];
    if (counts.posts < PAGE * 5 + 1)
      throw new Error(
        `the seed made ${counts.posts} posts: page 5 of the feed needs over ${PAGE * 5} (is scripts/seed.mjs loading posts yet?)`,
      );
    return { ...counts, category: median?.category ?? null, categoryPosts: median?.n ?? 0, categories: rows.length };
  }

  /**
   * The viewer of the signed-in figures: the seeded member in the most hives (or a new member), signed
   * in through a real session on first use; `hives` is how many hives they are a member of.
   */
  async viewer() {
    if (this.session) return this.session;
    const userId =
      (
        await this.one(
          `select m.user_id from hive_member m group by m.user_id order by count(*) desc, m.user_id limit 1`,
          [],
          this.hivesDb,
        ).catch(() => undefined)
      )?.user_id ?? (await newMember(this.hivesDb));
    const { hives } = await this.one(
      `select count(*)::int as hives from hive_member_read_model where user_id = $1 and removed_at is null`,
      [userId],
    );
    this.session = { ...(await signIn(this.redis, userId)), hives };
    return this.session;
  }

  /** Headers of a request signed as the gateway signs the user's context, for a subgraph directly. */
  signedHeaders(userId) {
    const { context, signature } = this.common.signUserContext(
      { userId, correlationId: `bench-${randomUUID()}`, iat: Date.now() },
      this.contextSecret,
    );
    return {
      [this.contracts.USER_CONTEXT_HEADER]: context,
      [this.contracts.USER_CONTEXT_SIGNATURE_HEADER]: signature,
    };
  }

  /** autocannon against one URL: warm-up, then the measured run (with each process's CPU share). */
  async cannon({ url, method = 'GET', headers = {}, body }) {
    const { connections, seconds } = this.config;
    const once = (duration) =>
      new Promise((resolve, reject) => {
        const latencies = [];
        const instance = autocannon(
          { url, method, headers, body, connections, duration, timeout: 10 },
          (error, result) => (error ? reject(error) : resolve({ result, latencies })),
        );
        instance.on('response', (_client, status, _bytes, responseTime) => {
          if (status < 400) latencies.push(responseTime);
        });
      });
    await once(WARMUP_SECONDS);
    await this.drain();
    const cpu = cpuTimes(this.stack);
    const wall = performance.now();
    const sampling = this.sampleActive();
    const { result, latencies } = await once(seconds);
    const active = await sampling.stop();
    const cpuAfter = cpuTimes(this.stack);
    const elapsed = (performance.now() - wall) / 1000;
    return {
      ...summarize(latencies),
      rps: result.requests.total / seconds,
      total: result.requests.total,
      errors: result.errors + result.timeouts + result.non2xx,
      active,
      cpu: cpuShare(cpu, cpuAfter, elapsed),
    };
  }

  /** The same concurrency over `pg`: the statement repeatedly from `connections` loops. */
  async sqlLoad(sql, params) {
    const { connections, seconds } = this.config;
    // Every pool connection open before the clock starts, as autocannon's sockets are.
    const clients = await Promise.all(Array.from({ length: connections }, () => this.feedsDb.connect()));
    clients.forEach((c) => c.release());
    const r = await closedLoop(() => this.feedsDb.query(sql, params), {
      connections,
      seconds,
      warmupSeconds: WARMUP_SECONDS,
    });
    if (r.firstError) throw r.firstError;
    return { ...r, total: r.count };
  }

  /**
   * Waits until no statement of this run's databases is active any more: the requests a load left
   * behind in the apps (answered after the load generator stopped) must not slow the next figure.
   */
  async drain(limitMs = 120_000) {
    const names = Object.values(this.databases).map(databaseName);
    const until = Date.now() + limitMs;
    let quiet = 0;
    while (Date.now() < until && quiet < 2) {
      const { active } = await this.one(
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
  sampleActive() {
    const names = Object.values(this.databases).map(databaseName);
    const seen = new Map();
    let samples = 0;
    let running = true;
    const loop = (async () => {
      while (running) {
        const { rows } = await this.feedsDb.query(
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
}

function copyWebDist(runId) {
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

// The report's formatting, shared by every benchmark's section ------------------------------------

/** Milliseconds as the tables print them: one decimal under 10, n/a when nothing was measured. */
export const ms = (x) => (Number.isFinite(x) ? (x < 10 ? x.toFixed(1) : x.toFixed(0)) : 'n/a');
/** a ÷ b as "2.4×". */
export const times = (a, b) => (fin(a) && fin(b) && b > 0 ? `${(a / b).toFixed(1)}×` : 'n/a');
export const verdict = (ok) => (ok ? 'meets' : '**MISSES**');

/** A measured number (figures loaded with --report-from have null where a run measured nothing). */
export function fin(x) {
  return typeof x === 'number' && Number.isFinite(x);
}

/** Each process's share of one core, busiest first, the idle ones left out. */
export const cpuLine = (cpu) =>
  Object.entries(cpu)
    .filter(([, v]) => v >= 0.01)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v.toFixed(2)}`)
    .join(', ');

/** The plan's shape in a line: its nodes (indexes named), and the execution time. */
export function planSummary(plan) {
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
