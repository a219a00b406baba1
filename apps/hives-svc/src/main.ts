import 'reflect-metadata';
import { createLogger, EnvValidationError } from '@hivemind/common';
import { bootstrapSubgraph } from '@hivemind/common/nest';
import { AppModule } from './app.module.js';
import { loadHivesEnv, type HivesEnv } from './env.js';

let env: HivesEnv;
try {
  env = loadHivesEnv();
} catch (err) {
  if (!(err instanceof EnvValidationError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const logger = createLogger('hives-svc', env.LOG_LEVEL);
await bootstrapSubgraph(AppModule.register(env, logger), logger, env);
