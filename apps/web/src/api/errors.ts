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
