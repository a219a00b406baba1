export * from './db.js';
export * from './outbox.js';
export * from './relay.js';
export * from './consumer.js';
