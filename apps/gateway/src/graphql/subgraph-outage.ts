import { GraphQLError } from 'graphql';
import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import type { Logger } from '@hivemind/common';

/** What a client reads when a service it needs cannot be reached (retry later). */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable, try again shortly';

/**
 * The GraphQL error of an unreachable subgraph; the REST facade answers it 503 { error }. GraphQL
 * itself stays HTTP 200: the other fields of the request may still have their data.
 */
export const serviceUnavailable = (): GraphQLError =>
  new GraphQLError(SERVICE_UNAVAILABLE_MESSAGE, { extensions: { code: 'SERVICE_UNAVAILABLE' } });

/** Statuses a proxy or load balancer answers for a service with no live instance. */
export const UNAVAILABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * A subgraph that cannot be reached (connection refused or reset, name not resolved, a proxy's
 * 502/503/504) fails its fields with SERVICE_UNAVAILABLE instead of Hive Gateway's masked
 * "Unexpected error." (INTERNAL_SERVER_ERROR), so clients know the request may be retried (issue 20).
 * The operator's log line names the subgraph, the operation and the code, never the request body.
 */
export function useSubgraphOutage<C extends Record<string, unknown>>(logger: Logger): GatewayPlugin<C> {
  return {
    onFetch({ fetchFn, setFetchFn, executionRequest, url }) {
      const where = {
        subgraph: executionRequest?.subgraphName,
        operation: executionRequest?.operationName,
        url,
        code: 'SERVICE_UNAVAILABLE',
      };
      setFetchFn(async (...args) => {
        let response: Response;
        try {
          response = await fetchFn(...args);
        } catch (error) {
          logger.error({ ...where, err: error }, 'subgraph unreachable');
          throw serviceUnavailable();
        }
        if (UNAVAILABLE_STATUSES.has(response.status)) {
          logger.error({ ...where, status: response.status }, 'subgraph unavailable');
          throw serviceUnavailable();
        }
        return response;
      });
    },
  };
}
