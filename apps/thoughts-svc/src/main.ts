import 'reflect-metadata';
import { createLogger, EnvValidationError } from '@hivemind/common';
import { bootstrapSubgraph } from '@hivemind/common/nest';
import { AppModule } from './app.module.js';
import { loadThoughtsEnv, type ThoughtsEnv } from './env.js';

let env: ThoughtsEnv;
try {
  env = loadThoughtsEnv();
} catch (err) {
  if (!(err instanceof EnvValidationError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const logger = createLogger('thoughts-svc', env.LOG_LEVEL);
await bootstrapSubgraph(AppModule.register(env, logger), logger, env);
