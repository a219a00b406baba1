import 'reflect-metadata';
import { createLogger, EnvValidationError } from '@hivemind/common';
import { bootstrapSubgraph } from '@hivemind/common/nest';
import { AppModule } from './app.module.js';
import { loadFeedsEnv, type FeedsEnv } from './env.js';

let env: FeedsEnv;
try {
  env = loadFeedsEnv();
} catch (err) {
  if (!(err instanceof EnvValidationError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const logger = createLogger('feeds-svc', env.LOG_LEVEL);
await bootstrapSubgraph(AppModule.register(env, logger), logger, env);
