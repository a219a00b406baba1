import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import { createFormatError } from './errors.js';
import { graphqlContextFromRequest } from './user-context.js';

/**
 * Federation link pinned to v2.9: Nest announces v2.14 by default, which the Guild's composition
 * used by the gateway (Hive Gateway) rejects.
 */
export const FEDERATION_IMPORT_URL = 'https://specs.apollo.dev/federation/v2.9';

/** The directives federation v2.9 defines (Nest's default list adds later ones such as @cacheTag). */
export const FEDERATION_V29_DIRECTIVES = [
  '@authenticated',
  '@composeDirective',
  '@context',
  '@cost',
  '@extends',
  '@external',
  '@fromContext',
  '@inaccessible',
  '@interfaceObject',
  '@key',
  '@listSize',
  '@override',
  '@policy',
  '@provides',
  '@requires',
  '@requiresScopes',
  '@shareable',
  '@tag',
];

/**
 * The GraphQL options of every subgraph: code-first federation 2.9 schema built in memory, the
 * signed user context as `ctx.user`, typed error mapping.
 */
export function subgraphGraphQLOptions(nodeEnv: string): ApolloFederationDriverConfig {
  return {
    driver: ApolloFederationDriver,
    path: '/graphql',
    autoSchemaFile: {
      federation: { version: 2, importUrl: FEDERATION_IMPORT_URL, directives: FEDERATION_V29_DIRECTIVES },
    },
    sortSchema: true,
    context: graphqlContextFromRequest,
    formatError: createFormatError(),
    // Only the gateway talks to a subgraph, server to server, and every request must carry the
    // gateway's HMAC signature (a browser cannot forge it), so Apollo's browser-CSRF preflight
    // rule adds nothing here and would refuse plain POSTs from clients that omit its headers.
    csrfPrevention: false,
    graphiql: false,
    introspection: nodeEnv !== 'production',
    includeStacktraceInErrorResponses: false,
    // Apollo's ftv1 traces are for Apollo Studio; Hive Gateway does not ask for them. Its cache-control
    // plugin wraps every field's resolver to collect @cacheControl hints no subgraph sets and no one
    // reads (the gateway answers no-store): on a feed page of 20 posts that is over a thousand wrapped calls.
    plugins: [ApolloServerPluginInlineTraceDisabled(), ApolloServerPluginCacheControlDisabled()],
  };
}
