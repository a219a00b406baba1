import { createLogger, EnvValidationError } from '@hivemind/common';
import { loadGatewayEnv, type GatewayEnv } from './env.js';
import { Gateway } from './gateway.js';

/**
 * Gateway entry point. Hive Gateway's runtime registers its own SIGINT/SIGTERM handlers (which
 * dispose but do not exit), so this file adds the handler that stops the server and exits.
 */
let env: GatewayEnv;
try {
  env = loadGatewayEnv();
} catch (err) {
  if (err instanceof EnvValidationError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  throw err;
}

const logger = createLogger('gateway', env.LOG_LEVEL);
const gateway = new Gateway({ env, logger });

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await gateway.stop();
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// `kill -HUP <pid>` recomposes the supergraph after a subgraph's schema changed.
process.on('SIGHUP', () => {
  gateway.recompose().catch((err: unknown) => logger.warn({ err: (err as Error).message }, 'recompose failed'));
});

await gateway.start();
