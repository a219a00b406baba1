// `npm run seed -- --scale small|medium|large [--seed N]`: loads Hivemind's demo data (about 2k / 100k
// / 1M posts) through each service's own database (THOUGHTS/HIVES/FEEDS_DATABASE_URL). Deterministic
// from the seed number (seeded random streams, ids derived from the seed), idempotent (re-running
// inserts nothing twice: ON CONFLICT DO NOTHING), bulk loaded with COPY, printing progress as it goes.
// The modules are in scripts/seed/: generator (scales, random streams, ids), catalog and texts (the
// vocabulary), world (users, hives, streams, podcasts… in memory), posts, and one loader per database.
import { parseArgs } from 'node:util';
import { runSeed } from './seed/index.mjs';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: 'small' }, seed: { type: 'string', default: '42' } },
});
const env = process.env;
const urls = {
  thoughts: env.THOUGHTS_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/hivemind_thoughts',
  hives: env.HIVES_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/hivemind_hives',
  feeds: env.FEEDS_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/hivemind_feeds',
};

try {
  await runSeed({ scale: values.scale, seed: values.seed, urls });
} catch (error) {
  console.error(`[seed] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
