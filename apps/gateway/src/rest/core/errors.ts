/**
 * The REST facade's one error filter: typed errors become `{ error }` with their status; GraphQL
 * errors are mapped by extensions.code; anything else is a 500 that names the correlation id and
 * never carries a stack.
 */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

export const badRequest = (message: string): RestError => new RestError(400, message);
export const unauthorized = (message = 'Not signed in'): RestError => new RestError(401, message);
export const notFound = (message = 'Not found'): RestError => new RestError(404, message);

export interface GraphqlErrorLike {
  message: string;
  extensions?: { code?: unknown; http?: { status?: unknown } } & Record<string, unknown>;
}

const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  RATE_LIMITED: 429,
  // A subgraph that cannot be reached (graphql/subgraph-outage.ts): the client may retry.
  SERVICE_UNAVAILABLE: 503,
};

/**
 * The first GraphQL error with a known code decides the status; its message is user-facing by the
 * subgraphs' convention. Unknown errors (including schema mismatches between a route and a subgraph)
 * are server faults.
 */
export function restErrorFromGraphql(errors: readonly GraphqlErrorLike[]): RestError | null {
  for (const e of errors) {
    const code = typeof e.extensions?.code === 'string' ? e.extensions.code : undefined;
    // A validation failure here means the route's operation no longer matches the schema: our fault.
    if (code === 'GRAPHQL_VALIDATION_FAILED') continue;
    const status = code ? STATUS_BY_CODE[code] : undefined;
    if (status) return new RestError(status, e.message);
  }
  return null;
}

export interface ErrorResponse {
  status: number;
  body: { error: string; correlationId?: string };
}

export function toErrorResponse(err: unknown, correlationId: string): ErrorResponse {
  if (err instanceof RestError && (err.status < 500 || err.status === 503)) {
    return { status: err.status, body: { error: err.message } };
  }
  return { status: 500, body: { error: `Internal error (correlation id ${correlationId})`, correlationId } };
}
