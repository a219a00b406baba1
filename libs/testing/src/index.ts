export * from './users.js';
export * from './graphql-client.js';
