export * from './env.js';
export * from './logger.js';
export * from './context-signing.js';
export * from './redis.js';
export * from './session/session-store.js';
export * from './outbox/index.js';
export * from './nest/tokens.js';
export * from './jobs/index.js';
