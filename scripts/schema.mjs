// `npm run schema`: writes schema/api.graphql, the public GraphQL API (the composed supergraph of the
// three services plus the gateway's own subscriptions), from which GraphQL Code Generator types the
// web app's and the REST facade's documents (codegen.ts). Run it after changing a service's schema;
// an end-to-end test holds the file equal to what the running gateway serves.
//
// It builds the three services (not the gateway, whose types come from this file), starts each one
// in this process on a free port with a throwaway queue prefix, reads its SDL (`_service { sdl }`)
// and composes them as the gateway does (the Guild's federation composition).
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { log, mustRun, root } from './lib/run.mjs';

const SERVICES = [
  { name: 'thoughts', app: 'thoughts-svc', env: 'loadThoughtsEnv' },
  { name: 'hives', app: 'hives-svc', env: 'loadHivesEnv' },
  { name: 'feeds', app: 'feeds-svc', env: 'loadFeedsEnv' },
];
export const API_SCHEMA_FILE = join(root, 'schema', 'api.graphql');

const load = (path) => import(pathToFileURL(join(root, path)).href);

/**
 * One service's subgraph SDL, read from the service started in THIS process. A process serves one
 * service only: Nest keeps code-first type metadata globally, so a second app would carry the first
 * one's types too.
 */
async function subgraphSdl(s) {
  const { createLogger, signUserContext } = await load('libs/common/dist/index.js');
  const { createSubgraphApp } = await load('libs/common/dist/nest/index.js');
  const { USER_CONTEXT_HEADER, USER_CONTEXT_SIGNATURE_HEADER } = await load('libs/contracts/dist/index.js');
  const secret = randomBytes(24).toString('hex');
  const env = {
    ...process.env,
    PORT: '1', // not used: the service listens on a free port below
    CONTEXT_SECRET: secret,
    BULL_PREFIX: `hmschema_${randomBytes(4).toString('hex')}`,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    EVENT_CONSUMER_ENABLED: 'false',
    OUTBOX_RELAY_ENABLED: 'false',
  };
  const { AppModule } = await load(`apps/${s.app}/dist/app.module.js`);
  const envModule = await load(`apps/${s.app}/dist/env.js`);
  const logger = createLogger(s.app, 'silent');
  const app = await createSubgraphApp(AppModule.register(envModule[s.env](env), logger), logger);
  try {
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address();
    const { context, signature } = signUserContext(
      { userId: null, correlationId: randomUUID(), iat: Date.now() },
      secret,
    );
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [USER_CONTEXT_HEADER]: context,
        [USER_CONTEXT_SIGNATURE_HEADER]: signature,
      },
      body: JSON.stringify({ query: '{ _service { sdl } }' }),
    });
    const body = await res.json();
    const sdl = body?.data?._service?.sdl;
    if (!sdl) throw new Error(`${s.app}: no SDL (${JSON.stringify(body.errors ?? body)})`);
    return sdl;
  } finally {
    await app.close();
  }
}

/** The API schema's SDL (services already built), sorted so that the file only changes with the API. */
export async function composeApiSchema() {
  const { buildASTSchema, lexicographicSortSchema, parse, printSchema } = await import('graphql');
  const { composeServices } = await import('@theguild/federation-composition');
  const { mergeTypeDefs } = await import('@graphql-tools/merge');
  const { GATEWAY_TYPE_DEFS } = await load('libs/contracts/dist/index.js');
  const services = [];
  for (const s of SERVICES) {
    const sdl = await mustRun(process.execPath, [fileURLToPath(import.meta.url), '--subgraph', s.name], {
      quiet: true,
    });
    services.push({ name: s.name, url: `http://${s.app}/graphql`, typeDefs: parse(sdl) });
  }
  const composed = composeServices(services);
  if (composed.errors?.length) {
    throw new Error(`composition failed:\n${composed.errors.map((e) => `  - ${e.message}`).join('\n')}`);
  }
  const api = buildASTSchema(mergeTypeDefs([composed.publicSdl, GATEWAY_TYPE_DEFS]));
  return printSchema(lexicographicSortSchema(api));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const only = process.argv.indexOf('--subgraph');
  if (only > 0) {
    process.stdout.write(await subgraphSdl(SERVICES.find((s) => s.name === process.argv[only + 1])));
    process.exit(0);
  }
  log('building the services (tsc -b)');
  await mustRun('npx', ['tsc', '-b', ...SERVICES.map((s) => `apps/${s.app}`)], { quiet: true });
  log('composing the API schema from the services');
  const sdl = await composeApiSchema();
  writeFileSync(API_SCHEMA_FILE, `${sdl}\n`);
  log(`wrote ${API_SCHEMA_FILE}`);
  process.exit(0);
}
