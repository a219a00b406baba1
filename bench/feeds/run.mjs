#!/usr/bin/env node
// Feed, related-posts, web and memory benchmarks (issue 8: P1, the federated GraphQL query, P4, P5,
// peak RSS). Seeds the demo data into benchmark databases of this run (hivemind_bench_<run>_*), starts
// the five apps on their own ports, and measures each figure against a baseline taken in the same run.
// One module per benchmark, run in this order on one harness (harness.mjs: databases, stack, viewer,
// load tools), each saying what it measures and against what:
//   p1-feed.mjs           P1: feed pages through the REST facade vs their bare SQL, and the facade's floor
//   graphql-federated.mjs a query across the three services through the gateway vs the feeds subgraph
//   statements.mjs        statements each database runs per request (profile of the two above)
//   p4-related.mjs        P4: related posts through the HNSW index vs the exact scan
//   dashboards.mjs        issue 15: dashboard and stream-dashboard calls (rollups) vs the posts counted directly
//   p5-web.mjs            P5: first-paint JavaScript and time to the first portal painted
//   memory.mjs            each app's RSS once ready and its peak after all the load above
// Writes its section of bench/RESULTS.md (between the feeds markers; report.mjs writes it).
// Usage: node bench/feeds/run.mjs [--scale medium] [--port-base 5400] [--seconds 8] [--connections 50]
//        [--samples 50] [--loads 7] [--keep] [--no-build] [--no-write] [--only p5] [--report-from FILE]
//   --keep   keeps the databases (hivemind_bench_keep_<scale>_*) and reuses them, without seeding
//            again, on the next run: for working on the benchmark itself.
//   --only p5  measures only the web app (P5) and prints its table: for working on the web app. It
//            writes nothing to RESULTS.md (a section needs every part) and saves its figures to
//            test-results/bench-feeds-p5.json.
//   --only dashboards  likewise, only the dashboard calls (test-results/bench-feeds-dashboards.json).
//   --only p4  likewise, only related posts (test-results/bench-feeds-p4.json).
//   --report-from FILE  only writes the section again from the figures a run saved
//            (test-results/bench-feeds.json).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log, root } from '../../scripts/lib/run.mjs';
import { benchOptions, buildApps, writeSection } from '../lib.mjs';
import { dashboards } from './dashboards.mjs';
import { graphqlFederated } from './graphql-federated.mjs';
import { FeedsHarness, WARMUP_SECONDS } from './harness.mjs';
import { memory, rss } from './memory.mjs';
import { p1Feed } from './p1-feed.mjs';
import { p4Related } from './p4-related.mjs';
import { p5Web, p5Table } from './p5-web.mjs';
import { report } from './report.mjs';
import { statements } from './statements.mjs';

const BENCHMARKS = [p1Feed, graphqlFederated, statements, p4Related, dashboards, p5Web, memory];

const opts = benchOptions({
  scale: { type: 'string', default: 'medium' },
  'port-base': { type: 'string', default: '5400' },
  seconds: { type: 'string', default: '8' },
  connections: { type: 'string', default: '50' },
  samples: { type: 'string', default: '50' },
  loads: { type: 'string', default: '7' },
  keep: { type: 'boolean', default: false },
  'report-from': { type: 'string' },
  only: { type: 'string' },
});
const config = {
  scale: String(opts.scale),
  portBase: Number(opts['port-base']),
  seconds: Number(opts.seconds),
  connections: Number(opts.connections),
  samples: Number(opts.samples),
  loads: Number(opts.loads),
  keep: Boolean(opts.keep),
};
if (!['small', 'medium', 'large'].includes(config.scale)) throw new Error(`--scale must be small, medium or large`);
const ONLY = opts.only === undefined ? null : String(opts.only).toLowerCase();
const ONLY_BENCHMARKS = { p5: p5Web, dashboards, p4: p4Related };
if (ONLY !== null && !(ONLY in ONLY_BENCHMARKS))
  throw new Error(`--only takes p5 (the web app), p4 (related posts) or dashboards, not ${ONLY}`);

if (opts['report-from']) {
  const saved = JSON.parse(readFileSync(String(opts['report-from']), 'utf8'));
  const section = report(saved, BENCHMARKS);
  console.log(`\n${section}\n`);
  if (!opts['no-write']) await writeSection('feeds', section);
  process.exit(0);
}

const started = performance.now();
const results = { loadAverage: os.loadavg().map((l) => l.toFixed(1)) };
await buildApps(opts);
// P5 loads the page from the first gateway only: the second one serves P1's computed guest pages.
const h = new FeedsHarness({ ...config, uncachedGateway: ONLY !== 'p5' }, results);
try {
  await h.start();
  results.rssReady = rss(h.stack);
  results.data = await h.dataShape();
  results.pgVersion = (await h.one(`select current_setting('server_version') as v`)).v;
  log(
    `data: ${results.data.posts} posts (${results.data.embedded} with embeddings), ${results.data.hives} hives; category filter "${results.data.category}"`,
  );
  for (const benchmark of ONLY ? [ONLY_BENCHMARKS[ONLY]] : BENCHMARKS)
    Object.assign(results, await benchmark.measure(h));
} finally {
  await h.close();
}
results.totalSeconds = (performance.now() - started) / 1000;
results.config = {
  scale: config.scale,
  seconds: config.seconds,
  connections: config.connections,
  warmupSeconds: WARMUP_SECONDS,
};
results.viewerHives = h.session?.hives ?? 0;
mkdirSync(path.join(root, 'test-results'), { recursive: true });
if (ONLY) {
  writeFileSync(path.join(root, 'test-results', `bench-feeds-${ONLY}.json`), JSON.stringify(results, null, 2));
  console.log(`\n${ONLY === 'p5' ? p5Table(results.web) : ONLY_BENCHMARKS[ONLY].section(results)}\n`);
  process.exit(0);
}
writeFileSync(path.join(root, 'test-results', 'bench-feeds.json'), JSON.stringify(results, null, 2));

const section = report(results, BENCHMARKS);
console.log(`\n${section}\n`);
if (!opts['no-write']) {
  await writeSection('feeds', section);
  log('bench/RESULTS.md updated (Feeds, related posts, web app and memory section)');
}
process.exit(0);
