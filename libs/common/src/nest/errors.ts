import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { IntrinsicException } from '@nestjs/common';
import { currentCorrelationId } from '../logger.js';

/** The GraphQL error codes the subgraphs answer with (extensions.code). */
export enum ErrorKind {
  BadUserInput = 'BAD_USER_INPUT',
  Unauthenticated = 'UNAUTHENTICATED',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  Conflict = 'CONFLICT',
  /** A rate limit refused the call; the REST facade answers 429. */
  TooManyRequests = 'TOO_MANY_REQUESTS',
}

/**
 * A typed, user-facing error: `kind` picks the GraphQL code, `reason` is the feature's own code
 * (e.g. THOUGHT_TOO_LONG) that the REST facade and the web app can switch on, `message` is shown.
 * An IntrinsicException so Nest does not log an expected refusal as an error.
 */
export class DomainException extends IntrinsicException {
  constructor(
    readonly kind: ErrorKind,
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainException';
  }
}

/**
 * Apollo formatError for every subgraph: domain errors keep their message and code; GraphQL's own
 * errors (parse, validation) pass through; anything else becomes INTERNAL_SERVER_ERROR with the
 * correlation id and no stack (Nest's exception handler has already logged it, with that id).
 */
export function createFormatError() {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DomainException) {
      return {
        message: original.message,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: original.kind, reason: original.reason },
      };
    }
    const code = formatted.extensions?.code;
    if (original instanceof GraphQLError && code !== undefined && code !== 'INTERNAL_SERVER_ERROR') {
      const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    const correlationId = currentCorrelationId();
    return {
      message: 'Internal server error',
      path: formatted.path,
      locations: formatted.locations,
      extensions: { code: 'INTERNAL_SERVER_ERROR', correlationId },
    };
  };
}
