// Helpers the benchmarks share: the machine line, percentiles, a load loop for baselines run in this
// process, per-run benchmark databases (hivemind_bench_*) and rewriting one section of RESULTS.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib/run.mjs';

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

/**
 * Replaces the section between `<!-- name:start -->` and `<!-- name:end -->` of bench/RESULTS.md (or
 * appends it), formatted the way `prettier --check .` expects; the other sections stay as they are.
 */
export async function writeSection(name, markdown) {
  const file = path.join(root, 'bench/RESULTS.md');
  const current = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmark results\n\nEach section is written by its benchmark.\n';
  const section = `<!-- ${name}:start -->\n${markdown.trim()}\n<!-- ${name}:end -->`;
  const { format } = await import('prettier');
  const formatted = (await format(section, { parser: 'markdown', filepath: file })).trimEnd();
  const pattern = new RegExp(`<!-- ${name}:start -->[\\s\\S]*?<!-- ${name}:end -->`);
  writeFileSync(
    file,
    pattern.test(current) ? current.replace(pattern, () => formatted) : `${current.trimEnd()}\n\n${formatted}\n`,
  );
}
