import 'reflect-metadata';
import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Logger } from '../logger.js';
import { PinoNestLogger } from './logger.js';

/**
 * Creates a subgraph's Nest app (not yet listening) with the pino logger and shutdown hooks, so
 * SIGTERM closes workers, Prisma and Redis through the modules' lifecycle hooks.
 */
export async function createSubgraphApp(module: DynamicModule | Type, logger: Logger): Promise<INestApplication> {
  const app = await NestFactory.create(module, { logger: new PinoNestLogger(logger) });
  app.enableShutdownHooks();
  return app;
}

/** main.ts of a subgraph after its env is validated: create, listen on HOST:PORT, log where. */
export async function bootstrapSubgraph(
  module: DynamicModule | Type,
  logger: Logger,
  env: { PORT: number; HOST: string },
): Promise<INestApplication> {
  const app = await createSubgraphApp(module, logger);
  await app.listen(env.PORT, env.HOST);
  logger.info({ port: env.PORT, host: env.HOST }, 'subgraph listening');
  return app;
}
