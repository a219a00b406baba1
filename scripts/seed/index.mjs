// Runs the whole seed: builds the demo world in memory (world.mjs, texts.mjs), then loads it through
// each service's own database (hives-db, feeds-db, thoughts-db). See scripts/seed.mjs for the CLI.
import { buildCores } from './texts.mjs';
import { createEmbedder, loadContracts } from './embeddings.mjs';
import { feedsRules, seedFeeds } from './feeds-db.mjs';
import { MINUTE, Random, SCALES, makeIdFactory } from './generator.mjs';
import { seedHives } from './hives-db.mjs';
import { analyze } from './pg.mjs';
import { seedThoughts } from './thoughts-db.mjs';
import { buildWorld } from './world.mjs';

/**
 * @param {{ scale: 'small' | 'medium' | 'large', seed: string, urls: { thoughts: string, hives: string, feeds: string },
 *   now?: number, log?: (line: string) => void }} options
 * @returns {Promise<Record<string, Record<string, number>>>} rows inserted per database and table
 */
export async function runSeed({ scale: scaleName, seed, urls, now = Date.now(), log = console.log }) {
  const scale = SCALES[scaleName];
  if (!scale) throw new Error(`--scale must be one of ${Object.keys(SCALES).join(', ')} (got ${scaleName})`);
  if (!/^\d{1,9}$/.test(String(seed))) throw new Error(`--seed must be a whole number (got ${seed})`);
  const started = Date.now();
  const say = (line) => log(`[seed] ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${line}`);
  // Times are relative to the minute the seed started: posts fall in the 60 days before it.
  const anchor = Math.floor(now / MINUTE) * MINUTE;
  const id = makeIdFactory(seed);
  const [contracts, embedder] = await Promise.all([loadContracts(), createEmbedder()]);
  const world = buildWorld({ seed, scale, now: anchor, id });
  const cores = buildCores(new Random(seed, 'texts'), Math.min(scale.posts, scale.distinctTexts), world);
  say(
    `scale ${scaleName}, seed ${seed}: ${world.users.length} users, ${world.hives.length} hives, ${world.members.length} memberships, ` +
      `${world.streams.length} streams, ${world.podcasts.length} podcasts, ${scale.posts} posts (${cores.length} distinct texts)`,
  );
  const rules = feedsRules(contracts);
  const hives = await seedHives({ url: urls.hives, world, id, log: say });
  const feeds = await seedFeeds({
    url: urls.feeds,
    world,
    cores,
    embedder,
    seed,
    scale,
    now: anchor,
    id,
    rules,
    log: say,
  });
  const thoughts = await seedThoughts({ url: urls.thoughts, world, embedder, seed, now: anchor, id, log: say });
  for (const url of [urls.hives, urls.feeds, urls.thoughts]) await analyze(url);
  say(`done (scale ${scaleName}, seed ${seed}; statistics analyzed)`);
  return { hives, feeds, thoughts };
}
