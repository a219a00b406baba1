// `npm start`: the whole product on this machine, from a fresh clone. Installs dependencies, makes
// sure PostgreSQL (with pgvector) and Redis run, creates and migrates the three databases, builds,
// loads the small demo data set, then runs every app under one supervisor (concurrently) with
// prefixed logs. Ctrl-C stops everything. Running it again is safe: every step is idempotent.
import { join } from 'node:path';
import { build, ensureInstalled, ensureSystem, generate } from './lib/prepare.mjs';
import { log, mustRun, root, waitForUrl } from './lib/run.mjs';
import { demoFeedsUrl, startDemoFeeds } from './lib/demo-feeds.mjs';
import { stackApps } from './lib/stack.mjs';

const PORT = Number(process.env.PORT ?? 4000);
const env = process.env;
const databases = {
  thoughts: env.THOUGHTS_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/hivemind_thoughts',
  hives: env.HIVES_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/hivemind_hives',
  feeds: env.FEEDS_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/hivemind_feeds',
};

await ensureInstalled();
await ensureSystem();
await generate();
const { setupDatabases } = await import('./db/setup.mjs');
log('creating and migrating the databases');
await setupDatabases(databases);
await build();
log('loading demo data (small)');
await mustRun('node', [join(root, 'scripts/seed.mjs'), '--scale', 'small'], {
  env: {
    THOUGHTS_DATABASE_URL: databases.thoughts,
    HIVES_DATABASE_URL: databases.hives,
    FEEDS_DATABASE_URL: databases.feeds,
    DEMO_FEEDS_URL: demoFeedsUrl(PORT),
  },
});
// The demo podcasts' feeds and transcripts (the seed points three tracked podcasts here).
const demoFeeds = await startDemoFeeds(PORT);
log(`demo podcast feeds at ${demoFeeds.url}`);

const apps = stackApps({
  portBase: PORT,
  databases,
  bullPrefix: env.BULL_PREFIX ?? 'hivemind',
  contextSecret: env.CONTEXT_SECRET ?? 'hivemind-dev-context-secret',
  // DEV_OUTBOX_ENABLED: verification codes and invitations are read at /api/dev/outbox on this machine.
  // INGEST_ALLOWED_HOSTS: pages served on this machine may be pasted as links (production refuses them).
  extraEnv: {
    LOG_PRETTY: env.LOG_PRETTY ?? 'true',
    LOG_LEVEL: env.LOG_LEVEL ?? 'info',
    DEV_OUTBOX_ENABLED: 'true',
    INGEST_ALLOWED_HOSTS: env.INGEST_ALLOWED_HOSTS ?? 'localhost,127.0.0.1,::1',
  },
});
const { default: concurrently } = await import('concurrently');
const { result, commands } = concurrently(
  apps.map((a) => ({ name: a.name, command: `node ${JSON.stringify(a.script)}`, env: a.env })),
  {
    prefix: 'name',
    prefixColors: ['blue', 'magenta', 'green', 'yellow', 'cyan'],
    killOthersOn: ['failure'],
    handleInput: false,
  },
);
const gateway = apps.find((a) => a.name === 'gateway');
waitForUrl(gateway.readyUrl, { timeoutMs: 180_000 }).then((ok) => {
  if (ok) log(`\x1b[1mHivemind is running at http://localhost:${PORT}\x1b[0m  (Ctrl-C stops everything)`);
  else log('the gateway did not become ready; see the logs above');
});
const stop = () => commands.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
