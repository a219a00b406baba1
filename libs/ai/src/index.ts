export * from './provider.js';
export * from './factory.js';
export * from './local/local-ai-provider.js';
export * from './local/word-vectors.js';
