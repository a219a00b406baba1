// `npm run bench`: every benchmark that exists so far, one after the other. Each prints its figures
// (ratios against a baseline measured in the same run) and rewrites its own section of
// bench/RESULTS.md. The seeded-feed benchmarks (P1, P4, P5, memory) arrive with the demo-data issue.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const benches = ['ai-quality/run.mjs', 'pipeline/run.mjs'];
let failed = 0;
for (const bench of benches) {
  console.log(`\n=== bench/${bench} ===`);
  const r = spawnSync(process.execPath, [fileURLToPath(new URL(bench, import.meta.url)), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (r.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
