import 'reflect-metadata';
import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SUBGRAPH_MAX_BODY_BYTES } from '@hivemind/contracts';
import type { Logger } from '../logger.js';
import { PinoNestLogger } from './logger.js';

/**
 * Creates a subgraph's Nest app (not yet listening) with the pino logger and shutdown hooks, so
 * SIGTERM closes workers, Prisma and Redis through the modules' lifecycle hooks.
 */
export async function createSubgraphApp(module: DynamicModule | Type, logger: Logger): Promise<INestApplication> {
  // abortOnError false: a failing module init throws to the caller (main.ts logs and exits; a test
  // fails) instead of Nest calling process.exit, which would kill a whole Jest run.
  const app = await NestFactory.create<NestExpressApplication>(module, {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  // Whatever the gateway lets through must reach the resolvers, whose validation answers it: with
  // Express's default (100 kB) a long text was refused as a bare 413 the gateway could only report
  // as an internal error.
  app.useBodyParser('json', { limit: SUBGRAPH_MAX_BODY_BYTES });
  // Express hashes every answer for an ETag header; the gateway's POSTs never revalidate with one, and
  // on pages of posts (about 32 kB each) the hash was about 2% of feeds-svc's CPU (--cpu-prof).
  app.set('etag', false);
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
