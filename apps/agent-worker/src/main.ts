import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { createLogger } from '@hivemind/common';
import { PinoNestLogger } from '@hivemind/common/nest';
import { AgentWorkerModule } from './agent-worker.module.js';
import { APP_NAME, loadAgentWorkerEnv } from './env.js';

/**
 * The agent worker: a Nest application context (no HTTP app) that serves the BullMQ agent queues
 * AGENT_QUEUES names, plus a small health/metrics port.
 */
async function main(): Promise<void> {
  const env = loadAgentWorkerEnv();
  const logger = createLogger(APP_NAME, env.LOG_LEVEL);
  const app = await NestFactory.createApplicationContext(AgentWorkerModule.forRoot({ env }), {
    logger: new PinoNestLogger(logger),
    // Rethrow boot errors to the handler below instead of process.abort(), so the operator gets
    // the message (bad env, miswired processors) and exit code 1.
    abortOnError: false,
  });
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: waiting for active jobs');
    // app.close() runs the lifecycle hooks: Workers close first and wait for their active jobs.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  // Boot errors (bad env, miswired processors) are meant for an operator: print the message.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
