// `npm run bench`: every benchmark, one after the other, on one build. Each prints its figures
// (ratios against a baseline measured in the same run) and rewrites its own section of
// bench/RESULTS.md:
//   ai-quality  the local AI provider's accuracy (no stack)
//   pipeline    P2/P3: the thought pipeline's throughput and progress latency (empty databases)
//   feeds       P1, the federated GraphQL query, P4, P5 and memory (seeded databases, default medium)
//   chat        agent reply tokens to graphql-ws clients (50 at once, paced) and related messages on
//               a member with 10k messages (p95, recall@10)
// Arguments go to every benchmark: `npm run bench -- --scale small --port-base 5400`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build, generate } from '../scripts/lib/prepare.mjs';

const args = process.argv.slice(2);
if (!args.includes('--no-build')) {
  await generate();
  await build();
}
const benches = ['ai-quality/run.mjs', 'pipeline/run.mjs', 'feeds/run.mjs', 'chat/run.mjs'];
let failed = 0;
const started = performance.now();
for (const bench of benches) {
  console.log(`\n=== bench/${bench} ===`);
  const r = spawnSync(
    process.execPath,
    [fileURLToPath(new URL(bench, import.meta.url)), ...args.filter((a) => a !== '--no-build'), '--no-build'],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) failed += 1;
}
console.log(
  `\nbench: ${benches.length - failed} of ${benches.length} ran to the end in ${((performance.now() - started) / 60000).toFixed(1)} min`,
);
process.exit(failed ? 1 : 0);
