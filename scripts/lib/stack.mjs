// The apps that make up Hivemind and the environment each one needs. `npm start` runs them under
// concurrently; the end-to-end tests start them with a separate port range, databases and queue
// prefix so a running `npm start` is never disturbed. Both pass DEV_OUTBOX_ENABLED=true in extraEnv
// (the development outbox answers nowhere else); benchmarks do not.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, waitForUrl } from './run.mjs';

/**
 * Node flags every app runs with (docker/Dockerfile sets the same): a young generation of 32 MB
 * semi-spaces instead of V8's 16, so a request's short-lived objects (a page of posts is about 40 kB of
 * JSON, parsed and written again) die young instead of being promoted, and the old generation's
 * collections, whose marking steps took up to 16 ms of a request in the gateway and feeds-svc, no
 * longer come every few seconds under load (bench/RESULTS.md P4).
 */
export const APP_NODE_OPTIONS = '--max-semi-space-size=32';

/** @param {{ portBase: number, databases: { thoughts: string, hives: string, feeds: string }, bullPrefix: string, contextSecret: string, extraEnv?: Record<string,string> }} o */
export function stackApps(o) {
  const p = (n) => o.portBase + n;
  const common = {
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    BULL_PREFIX: o.bullPrefix,
    CONTEXT_SECRET: o.contextSecret,
    THOUGHTS_DATABASE_URL: o.databases.thoughts,
    HIVES_DATABASE_URL: o.databases.hives,
    FEEDS_DATABASE_URL: o.databases.feeds,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, APP_NODE_OPTIONS].filter(Boolean).join(' '),
    ...o.extraEnv,
  };
  const app = (name, port, ready, env = {}) => ({
    name,
    port,
    script: join(root, 'apps', name, 'dist', 'main.js'),
    readyUrl: `http://127.0.0.1:${port}${ready}`,
    env: { ...common, PORT: String(port), ...env },
  });
  return [
    app('thoughts-svc', p(101), '/readyz'),
    app('hives-svc', p(102), '/readyz'),
    app('feeds-svc', p(103), '/readyz'),
    app('agent-worker', p(110), '/healthz'),
    app('gateway', p(0), '/readyz', {
      THOUGHTS_URL: `http://127.0.0.1:${p(101)}/graphql`,
      HIVES_URL: `http://127.0.0.1:${p(102)}/graphql`,
      FEEDS_URL: `http://127.0.0.1:${p(103)}/graphql`,
      WEB_DIST: join(root, 'apps', 'web', 'dist'),
    }),
  ];
}

/**
 * Starts the apps with their output in logDir/<app>.log; resolves once every app is ready.
 * STACK_NODE_ARGS adds Node flags to every app, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to
 * profile a benchmark's stack (flags NODE_OPTIONS refuses).
 */
export async function startStack(apps, { logDir, timeoutMs = 120_000 }) {
  mkdirSync(logDir, { recursive: true });
  const nodeArgs = (process.env.STACK_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const children = apps.map((a) => {
    const out = createWriteStream(join(logDir, `${a.name}.log`));
    const child = spawn(process.execPath, [...nodeArgs, a.script], {
      env: { ...process.env, ...a.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.exited = false;
    child.on('exit', () => (child.exited = true));
    return { app: a, child };
  });
  const stop = async () => {
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exited) return resolve();
            const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.on('exit', () => (clearTimeout(t), resolve()));
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  for (const { app, child } of children) {
    const ok = await waitForUrl(app.readyUrl, { timeoutMs, isAlive: () => !child.exited });
    if (!ok) {
      await stop();
      throw new Error(`${app.name} did not become ready at ${app.readyUrl} (see ${join(logDir, app.name + '.log')})`);
    }
  }
  return { stop, children };
}
