/** Injection tokens local to the agent worker. */
export const AI_PROVIDER = Symbol('AI_PROVIDER');
export const AGENT_WORKER_ENV = Symbol('AGENT_WORKER_ENV');
export const AGENT_LOGGER = Symbol('AGENT_LOGGER');
