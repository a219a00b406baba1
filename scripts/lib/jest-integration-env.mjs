// Jest's test environment for the integration suite (jest.config.js): the Node environment, after
// giving this jest worker its own databases and BullMQ prefix. scripts/test.mjs runs the integration
// files two at a time and passes HIVEMIND_WORKER_ENV, a JSON array with one object of variables per
// jest worker (THOUGHTS/HIVES/FEEDS_DATABASE_URL, BULL_PREFIX); worker n (JEST_WORKER_ID, from 1) gets
// entry n - 1, so files running at the same time never see each other's rows or queues and no test
// file needs to know. The variables go into the worker's real process.env, before the test's sandbox
// copies it: the test file, the apps it boots in-process and any child process it spawns, with or
// without an explicit env, all see them.
import { TestEnvironment } from 'jest-environment-node';

/** @param {NodeJS.ProcessEnv} env the worker's process.env, changed in place */
export function applyWorkerEnv(env) {
  if (!env.HIVEMIND_WORKER_ENV) return;
  const perWorker = JSON.parse(env.HIVEMIND_WORKER_ENV);
  const id = Number(env.JEST_WORKER_ID ?? '1');
  const own = perWorker[id - 1];
  // More workers than variable sets would share a set: refuse rather than let files meet.
  if (!own) throw new Error(`HIVEMIND_WORKER_ENV has ${perWorker.length} entries, none for jest worker ${id}`);
  Object.assign(env, own);
}

export default class IntegrationEnvironment extends TestEnvironment {
  constructor(config, context) {
    applyWorkerEnv(process.env);
    super(config, context);
  }
}
