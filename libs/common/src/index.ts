export * from './env.js';
export * from './logger.js';
export * from './context-signing.js';
export * from './redis.js';
