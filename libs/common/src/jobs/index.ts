export * from './progress.js';
export * from './processor-registry.js';
export * from './error-sorting.js';
export * from './reply-stream.js';
export * from './flow-starts.js';
