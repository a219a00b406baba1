// The user-facing text of a failed GraphQL operation: the server's message when it sent one (the
// services put the spec's texts there), otherwise the caller's fallback from the spec's catalogue.
import { CombinedGraphQLErrors } from '@apollo/client';

export function graphqlErrorText(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors[0]?.message;
    if (message !== undefined && message.length > 0) return message;
  }
  return fallback;
}

/**
 * Whether a failed operation never reached the server: fetch rejects with a TypeError when the
 * connection fails (server down, offline), unlike an HTTP error status or a GraphQL error.
 */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/** An aborted request (a newer one replaced it, or the view went away): not a failure to show. */
export function isAborted(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
