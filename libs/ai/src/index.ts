export * from './provider.js';
export * from './errors.js';
export * from './factory.js';
export * from './local/local-ai-provider.js';
export * from './local/word-vectors.js';
export * from './openai/openai-ai-provider.js';
export * from './quality/measure.js';
export * from './streams/stream-tagging.js';
export { replyTokens } from './local/chat-reply.js';
