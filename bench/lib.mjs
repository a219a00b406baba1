// Helpers the benchmarks share: their options, the build, per-run benchmark databases
// (hivemind_bench_*), the stack on the benchmark's ports, signed-in members, CPU shares, the machine
// line, percentiles, a load loop for baselines run in this process, and rewriting one section of
// RESULTS.md.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { log, root } from '../scripts/lib/run.mjs';
import { startStack } from '../scripts/lib/stack.mjs';

/**
 * A benchmark's options (`options` in node:util parseArgs' form) plus `--no-build` and `--no-write`,
 * which every benchmark takes. Lenient: bench/run.mjs hands every benchmark the same arguments, and
 * the others' options are not this one's.
 */
export function benchOptions(options) {
  return parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      'no-write': { type: 'boolean', default: false },
      ...options,
    },
    strict: false,
    allowPositionals: true,
  }).values;
}

/** Generates the Prisma clients and builds the apps, unless `--no-build` (bench/run.mjs built them). */
export async function buildApps(opts) {
  if (opts['no-build']) return;
  const { build, generate } = await import('../scripts/lib/prepare.mjs');
  await generate();
  await build();
}

/** "AMD EPYC, 2 cores, 24 GB, Node v20…": what every section states it was measured on. */
export function machine() {
  const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
  return `${cpu}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`;
}

export const nowUtc = () => new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

/** Percentile (nearest rank) of an ascending-sorted array. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** p50/p95/p99 of latencies in ms (any order). */
export function summarize(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/**
 * Runs `task` from `connections` concurrent loops for `seconds` (after `warmupSeconds` not counted),
 * like autocannon does for HTTP: latency of each call, calls per second, errors.
 */
export async function closedLoop(task, { connections, seconds, warmupSeconds = 0 }) {
  const latencies = [];
  let errors = 0;
  let firstError = null;
  const warmEnd = performance.now() + warmupSeconds * 1000;
  const end = warmEnd + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      let failed = false;
      try {
        await task();
      } catch (error) {
        failed = true;
        firstError ??= error;
      }
      if (started >= warmEnd) {
        if (failed) errors += 1;
        else latencies.push(performance.now() - started);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { ...summarize(latencies), rps: latencies.length / seconds, errors, firstError };
}

/** URLs of the benchmark databases `hivemind_bench_<id>_{thoughts,hives,feeds}` on the env's server. */
export async function benchDatabaseUrls(id) {
  if (!/^[a-z0-9_]+$/.test(id)) throw new Error(`benchmark database id must match [a-z0-9_]+: ${id}`);
  const { DATABASES, envUrl } = await import('../scripts/db/migrate.mjs');
  return Object.fromEntries(
    DATABASES.map((db) => {
      const url = new URL(envUrl('thoughts'));
      url.pathname = `/hivemind_bench_${id}_${db}`;
      return [db, url.toString()];
    }),
  );
}

/** A database's name, from its URL. */
export const databaseName = (url) => new URL(url).pathname.slice(1);

/** Creates the benchmark databases of `benchDatabaseUrls` (when missing) with their migrations. */
export async function setupBenchDatabases(databases) {
  log(`benchmark databases: ${Object.values(databases).map(databaseName).join(', ')}`);
  const { setupDatabases } = await import('../scripts/db/setup.mjs');
  await setupDatabases(databases);
}

/** Drops them again; a failure is reported, not thrown (it runs on the way out). */
export async function dropBenchDatabases(databases) {
  const { dropDatabases } = await import('../scripts/db/setup.mjs');
  await dropDatabases(databases).catch((e) => console.error('drop failed', e));
}

/** Starts `apps` (scripts/lib/stack.mjs stackApps) with their logs in test-results/bench-logs. */
export async function startBenchStack(apps, portBase) {
  log(`starting the stack (ports ${portBase}-${portBase + 110})`);
  return startStack(apps, { logDir: path.join(root, 'test-results', 'bench-logs') });
}

/** Deletes the Redis keys matching `pattern` (a run's BullMQ prefix), SCAN by SCAN. */
export async function deleteKeys(redis, pattern) {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/** A new member in hives-svc's database (`db`: a pg client or pool of it); resolves to its id. */
export async function newMember(db) {
  const userId = randomUUID();
  await db.query(`insert into app_user (id, email, created_at, updated_at) values ($1, $2, now(), now())`, [
    userId,
    `bench-${userId}@example.test`,
  ]);
  return userId;
}

/** Signs `userId` in through a real session (libs/common, built): its id and the cookie to send. */
export async function signIn(redis, userId) {
  const { createSession } = await import(path.join(root, 'libs/common/dist/index.js'));
  const { sid } = await createSession(redis, userId);
  return { userId, sid, cookie: `sid=${sid}` };
}

/**
 * CPU seconds used so far by each app of `stack` (if any), by the Redis and PostgreSQL servers and by
 * this process (`bench`): read twice around a run, `cpuShare` gives each one's share of a core.
 */
export function cpuTimes(stack) {
  // USER_HZ: /proc counts CPU time in ticks of 1/100 s on Linux.
  const ticks = 100;
  // utime + stime, and with `reaped` the CPU of the children the process has waited for (cutime +
  // cstime): PostgreSQL's postmaster reaps every backend that ends (a pool closing an idle
  // connection), whose time would otherwise drop out of the sum of the live processes.
  const of = (pid, reaped = false) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      const own = Number(fields[11]) + Number(fields[12]);
      return (reaped ? own + Number(fields[13]) + Number(fields[14]) : own) / ticks;
    } catch {
      return 0;
    }
  };
  const times = Object.fromEntries((stack?.children ?? []).map(({ app, child }) => [app.name, of(child.pid)]));
  for (const [name, comm] of [
    ['redis', 'redis-server'],
    ['postgres', 'postgres'],
  ]) {
    times[name] = 0;
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === comm) times[name] += of(pid, true);
      } catch {
        // The process ended while listed.
      }
    }
  }
  const self = process.cpuUsage();
  times.bench = (self.user + self.system) / 1e6;
  return times;
}

/** Share of one core each process of `cpuTimes` used during `seconds`. */
export function cpuShare(before, after, seconds) {
  return Object.fromEntries(Object.keys(after).map((k) => [k, (after[k] - (before[k] ?? 0)) / seconds]));
}

/**
 * Replaces the section between `<!-- name:start -->` and `<!-- name:end -->` of bench/RESULTS.md (or
 * appends it), formatted by Prettier's markdown parser unless `format` is false; the other sections
 * stay as they are.
 */
export async function writeSection(name, markdown, { format = true } = {}) {
  const file = path.join(root, 'bench/RESULTS.md');
  const current = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmark results\n\nEach section is written by its benchmark.\n';
  const section = `<!-- ${name}:start -->\n${markdown.trim()}\n<!-- ${name}:end -->`;
  const formatted = format
    ? (await (await import('prettier')).format(section, { parser: 'markdown', filepath: file })).trimEnd()
    : section;
  const pattern = new RegExp(`<!-- ${name}:start -->[\\s\\S]*?<!-- ${name}:end -->`);
  writeFileSync(
    file,
    pattern.test(current) ? current.replace(pattern, () => formatted) : `${current.trimEnd()}\n\n${formatted}\n`,
  );
}

/** A graphql-ws client of the gateway carrying a member's session cookie on the upgrade request. */
export function wsClient(baseUrl, cookie) {
  class CookieWebSocket extends WebSocket {
    constructor(address, protocols) {
      super(address, protocols, { headers: { cookie, origin: baseUrl } });
    }
  }
  return createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
  });
}
