export * from './queues.js';
export * from './jobs.js';
export * from './events.js';
export * from './topics.js';
export * from './limits.js';
export * from './context.js';
