export * from './rate-limiter.js';
