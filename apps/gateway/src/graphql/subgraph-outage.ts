import { GraphQLError } from 'graphql';
import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';

/** What a client reads when a service it needs cannot be reached (retry later). */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable, try again shortly';

/**
 * The GraphQL error of an unreachable subgraph; the REST facade answers it 503 { error }. GraphQL
 * itself stays HTTP 200: the other fields of the request may still have their data.
 */
export const serviceUnavailable = (): GraphQLError =>
  new GraphQLError(SERVICE_UNAVAILABLE_MESSAGE, { extensions: { code: 'SERVICE_UNAVAILABLE' } });

/** Statuses a proxy or load balancer answers for a service with no live instance. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/**
 * A subgraph that cannot be reached (connection refused or reset, name not resolved, a proxy's
 * 502/503/504) fails its fields with SERVICE_UNAVAILABLE instead of Hive Gateway's masked
 * "Unexpected error." (INTERNAL_SERVER_ERROR), so clients know the request may be retried (issue 20).
 */
export function useSubgraphOutage<C extends Record<string, unknown>>(): GatewayPlugin<C> {
  return {
    onFetch({ fetchFn, setFetchFn }) {
      setFetchFn(async (...args) => {
        let response: Response;
        try {
          response = await fetchFn(...args);
        } catch (error) {
          throw Object.assign(serviceUnavailable(), { cause: error });
        }
        if (UNAVAILABLE_STATUSES.has(response.status)) throw serviceUnavailable();
        return response;
      });
    },
  };
}
