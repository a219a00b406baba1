import type { Provider } from '@nestjs/common';
import { createLogger } from '@hivemind/common';
import { AGENT_WORKER_ENV } from './tokens.js';
import { APP_NAME, type AgentWorkerEnv } from './env.js';

export const AGENT_LOGGER = Symbol('AGENT_LOGGER');

export const loggerProvider: Provider = {
  provide: AGENT_LOGGER,
  inject: [AGENT_WORKER_ENV],
  useFactory: (env: AgentWorkerEnv) => createLogger(APP_NAME, env.LOG_LEVEL),
};
