// A service's subgraph app, booted as main.ts boots it, on an ephemeral local port for integration
// tests; and whether a subgraph's SDL composes into a supergraph on its own.
import type { AddressInfo } from 'node:net';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import { composeServices } from '@theguild/federation-composition';
import { parse } from 'graphql';
import type { Logger } from '@hivemind/common';

export interface TestSubgraph {
  readonly app: INestApplication;
  /** http://127.0.0.1:<port>, without a path. */
  readonly url: string;
  close(): Promise<void>;
}

export async function startSubgraph(module: DynamicModule, logger: Logger): Promise<TestSubgraph> {
  // Loaded here, not at the top: most users of this library (the end-to-end tests) boot no Nest app.
  const { createSubgraphApp } = await import('@hivemind/common/nest');
  const app = await createSubgraphApp(module, logger);
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer() as { address(): AddressInfo }).address().port}`;
  return { app, url, close: () => app.close() };
}

/** The composition errors of one subgraph's SDL composed alone (none: the gateway can serve it). */
export function compositionErrors(name: string, sdl: string): readonly string[] {
  const composed = composeServices([{ name, typeDefs: parse(sdl), url: `http://${name}` }]);
  return (composed.errors ?? []).map((error) => error.message);
}
