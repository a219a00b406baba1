export * from './users.js';
export * from './graphql-client.js';
export * from './fake-openai/fake-openai-server.js';
export * from './rest-client.js';
export * from './png.js';
export * from './subgraph.js';
export * from './hnsw.js';
export * from './closed-port.js';
