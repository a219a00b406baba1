// `npm test`: every suite of Hivemind, from a fresh clone. Lint, typecheck, build, unit tests,
// integration tests (real PostgreSQL + Redis, two files at a time: each jest worker in databases and a
// queue prefix of its own, of this run only, removed afterwards), end-to-end tests against the started stack (REST facade, GraphQL over HTTP and
// graphql-ws, and the browser in Debian's Chromium). The last line is the total over every suite:
// `N passed, M failed` (CI reads it).
//   npm test                    everything
//   npm test -- unit            only some suites: lint (with format and deps) typecheck build unit integration e2e
//   npm test -- e2e tests/browser/posts   any other argument narrows the jest suites to matching paths
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, ensureInstalled, ensureSystem, generate } from './lib/prepare.mjs';
import { log, root, run } from './lib/run.mjs';
import { demoFeedsUrl, startDemoFeeds, waitForFeedsRead } from './lib/demo-feeds.mjs';
import { stackApps, startStack } from './lib/stack.mjs';

const ALL = ['lint', 'typecheck', 'build', 'unit', 'integration', 'e2e'];
const wanted = process.argv.slice(2).filter((a) => ALL.includes(a));
const suites = wanted.length ? wanted : ALL;
const pathFilters = process.argv.slice(2).filter((a) => !ALL.includes(a));
const results = [];
const resultsDir = join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });

function record(name, passed, failed, note = '') {
  results.push({ name, passed, failed, note });
  const colour = failed ? '\x1b[31m' : '\x1b[32m';
  log(`${colour}${name}: ${passed} passed, ${failed} failed\x1b[0m${note ? ` (${note})` : ''}`);
}

async function check(name, cmd, args, opts = {}) {
  log(`${name}: ${cmd} ${args.join(' ')}`);
  const { code, out } = await run(cmd, args, { quiet: true, ...opts });
  if (code !== 0) process.stdout.write(out.split('\n').slice(-80).join('\n') + '\n');
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
}

// Jest processes per suite: unit tests take jest's default, integration files run two at a time (one
// per core, each worker in databases and a queue prefix of its own: scripts/lib/jest-integration-env.mjs),
// end-to-end files one at a time against the one started stack.
const INTEGRATION_WORKERS = 2;
const workerArgs = { unit: [], integration: [`--maxWorkers=${INTEGRATION_WORKERS}`], e2e: ['--runInBand'] };

async function jest(suite, env = {}) {
  const outFile = join(resultsDir, `jest-${suite}.json`);
  rmSync(outFile, { force: true });
  log(`${suite} tests (jest)`);
  const { code } = await run(
    'npx',
    ['jest', '--json', `--outputFile=${outFile}`, ...workerArgs[suite], ...pathFilters],
    {
      env: {
        NODE_OPTIONS: '--experimental-vm-modules --no-warnings',
        HIVEMIND_TEST_SUITE: suite,
        ...env,
      },
    },
  );
  if (!existsSync(outFile)) return record(suite, 0, 1, `jest exited ${code} without results`);
  const r = JSON.parse(readFileSync(outFile, 'utf8'));
  // A suite that fails to load counts as one failure, so a broken file is never silently skipped.
  const broken = r.numRuntimeErrorTestSuites ?? 0;
  record(suite, r.numPassedTests, r.numFailedTests + broken, r.numPendingTests ? `${r.numPendingTests} skipped` : '');
}

const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const bullPrefix = `hmtest_${runId}`;
// Integration and end-to-end suites each get databases of their own, so rows one suite leaves behind
// never show up in the other (the browser tests, for one, read whatever the demo data holds); each
// integration worker gets a set of its own and a queue prefix under the run's.
let workerDatabases = [];
let e2eDatabases;
let testEnv;
let e2eEnv;
let integrationEnv;
const dbEnv = (dbs) => ({
  THOUGHTS_DATABASE_URL: dbs.thoughts,
  HIVES_DATABASE_URL: dbs.hives,
  FEEDS_DATABASE_URL: dbs.feeds,
});

let dbReady = false;
let cleanup = async () => {};
try {
  await ensureInstalled();
  // Imported only now: on a fresh clone the packages they need have just been installed.
  const { setupDatabases, dropDatabases, testDatabaseUrls } = await import('./db/setup.mjs');
  workerDatabases = Array.from({ length: INTEGRATION_WORKERS }, (_, i) => testDatabaseUrls(`${runId}i${i + 1}`));
  e2eDatabases = testDatabaseUrls(`${runId}e`);
  testEnv = {
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    BULL_PREFIX: bullPrefix,
    CONTEXT_SECRET: `test-secret-${randomBytes(12).toString('hex')}`,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // The tests read the mail they cause (verification codes, invitations) at the development outbox.
    DEV_OUTBOX_ENABLED: 'true',
  };
  e2eEnv = { ...testEnv, ...dbEnv(e2eDatabases), BULL_PREFIX: `${bullPrefix}e` };
  // Read by scripts/lib/jest-integration-env.mjs: jest worker n takes entry n - 1.
  integrationEnv = {
    ...testEnv,
    HIVEMIND_WORKER_ENV: JSON.stringify(
      workerDatabases.map((dbs, i) => ({ ...dbEnv(dbs), BULL_PREFIX: `${bullPrefix}w${i + 1}` })),
    ),
  };
  await ensureSystem({ browser: suites.includes('e2e'), deployTools: suites.includes('unit') });
  await generate();

  if (suites.includes('lint')) {
    await check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
    await check('format', 'npx', ['prettier', '--check', '.']);
    // Import rules: no module or folder cycles, the services' and the web app's layering.
    await check('deps', 'npx', ['depcruise', 'apps', 'libs', '--config', '.dependency-cruiser.cjs']);
  }
  if (suites.includes('typecheck')) {
    await check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
    await check('typecheck-web', 'npx', ['tsc', '-p', 'apps/web/tsconfig.json']);
  }
  let built = false;
  if (suites.some((s) => ['build', 'e2e'].includes(s))) {
    log('build');
    try {
      await build();
      built = true;
      record('build', 1, 0);
    } catch (err) {
      console.error(String(err));
      record('build', 0, 1);
    }
  }
  if (suites.includes('unit')) await jest('unit', { NODE_ENV: 'test' });

  if (suites.includes('integration') || suites.includes('e2e')) {
    const { Redis } = await import('ioredis');
    cleanup = async () => {
      if (dbReady) {
        for (const dbs of [...workerDatabases, e2eDatabases]) {
          await dropDatabases(dbs).catch((e) => console.error('drop failed', e));
        }
      }
      const redis = new Redis(testEnv.REDIS_URL);
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${bullPrefix}*`, 'COUNT', 1000);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      await redis.quit();
    };
    log(`creating this run's databases (hivemind_test_${runId}{i1..i${INTEGRATION_WORKERS},e}_*)`);
    dbReady = true;
    const sets = [
      ...(suites.includes('integration') ? workerDatabases : []),
      ...(suites.includes('e2e') ? [e2eDatabases] : []),
    ];
    await Promise.all(sets.map((dbs) => setupDatabases(dbs)));
  }
  if (suites.includes('integration')) await jest('integration', integrationEnv);

  if (suites.includes('e2e')) {
    if (!built) record('e2e', 0, 1, 'not run: the build failed');
    else {
      const portBase = Number(process.env.E2E_PORT_BASE ?? 4400);
      const apps = stackApps({
        portBase,
        databases: e2eDatabases,
        bullPrefix: e2eEnv.BULL_PREFIX,
        contextSecret: e2eEnv.CONTEXT_SECRET,
        // TRUST_PROXY: each test visitor sends its own X-Forwarded-For (libs/testing testClientAddress),
        // so per-address rate limits count visitors apart as behind a real ingress.
        // DEV_OUTBOX_ENABLED: the tests read verification codes and invitations at /api/dev/outbox.
        // INGEST_ALLOWED_HOSTS: pages on the tests' own servers at 127.0.0.1 may be ingested; any other
        // loopback name (localhost) stays refused, which the web page tests rely on.
        extraEnv: {
          NODE_ENV: 'test',
          LOG_LEVEL: 'info',
          TRUST_PROXY: 'true',
          DEV_OUTBOX_ENABLED: 'true',
          INGEST_ALLOWED_HOSTS: '127.0.0.1',
        },
      });
      log("loading the demo data into this run's databases");
      // The demo podcast feeds (as `npm start` serves them): the seed points three podcasts there.
      const demoFeeds = await startDemoFeeds(portBase);
      const seeded = await run('node', [join(root, 'scripts/seed.mjs'), '--scale', 'small'], {
        env: { ...e2eEnv, DEMO_FEEDS_URL: demoFeedsUrl(portBase) },
        quiet: true,
      });
      if (seeded.code !== 0) {
        process.stdout.write(seeded.out);
        record('seed', 0, 1);
      }
      log(`starting the stack for end-to-end tests (ports ${portBase}-${portBase + 110})`);
      const logDir = join(resultsDir, 'logs');
      let stack;
      try {
        stack = await startStack(apps, { logDir });
      } catch (err) {
        console.error(String(err));
        record('e2e', 0, 1, 'the stack did not start');
      }
      if (stack) {
        // The demo podcasts' feeds are read right after boot: tests counting posts start once they are.
        if (!(await waitForFeedsRead(e2eDatabases.feeds))) log('the demo podcast feeds were not all read in time');
        try {
          await jest('e2e', {
            ...e2eEnv,
            GATEWAY_URL: `http://127.0.0.1:${portBase}`,
            WEB_URL: `http://127.0.0.1:${portBase}/`,
            // tests/e2e/log-privacy reads what the apps logged.
            STACK_LOG_DIR: logDir,
          });
        } finally {
          await stack.stop();
        }
      }
      await demoFeeds.close();
    }
  }
} catch (err) {
  console.error(err);
  record('setup', 0, 1, String(err.message ?? err));
} finally {
  await cleanup();
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('');
for (const r of results)
  console.log(
    `  ${r.failed ? '✗' : '✓'} ${r.name.padEnd(14)} ${r.passed} passed, ${r.failed} failed${r.note ? `  (${r.note})` : ''}`,
  );
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
