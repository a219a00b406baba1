// The job contract, split by area; importers keep importing from '@hivemind/contracts'.
export * from './names.js';
export * from './embedding.js';
export * from './thoughts.js';
export * from './posts.js';
export * from './streams.js';
export * from './storms.js';
export * from './chat.js';
export * from './ingestion.js';
export * from './mail.js';
export * from './map.js';
export * from './options.js';
