import { GraphQLError, Kind, visit, type DocumentNode, type ExecutionArgs } from 'graphql';
import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';

/**
 * PostgreSQL text cannot hold U+0000, so a NUL character in any input would fail deep in a service
 * (a 500, possibly after part of the work was written). The gateway refuses it up front, for every
 * operation (the REST facade runs its calls through the same runtime), as bad input: 400
 * BAD_USER_INPUT with this message, before any service is called.
 */
export const NUL_INPUT_MESSAGE = 'Text cannot contain the NUL character (U+0000): remove it and try again';

const MAX_DEPTH = 64;

/** True when a string, or any key or string inside arrays and objects, holds U+0000. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/** True when a string literal of the document holds U+0000 (written as an escape: `\u0000`, `\u{0}`). */
export function documentContainsNul(document: DocumentNode): boolean {
  const source = document.loc?.source.body;
  if (source !== undefined && !source.includes('\\u')) return false;
  let found = false;
  visit(document, {
    [Kind.STRING](node) {
      if (node.value.includes('\u0000')) found = true;
    },
  });
  return found;
}

function refuseNul(args: Pick<ExecutionArgs, 'document' | 'variableValues'>): void {
  if (containsNul(args.variableValues) || documentContainsNul(args.document)) {
    throw new GraphQLError(NUL_INPUT_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  }
}

export function useNoNulInput<TContext extends Record<string, unknown>>(): GatewayPlugin<TContext> {
  return {
    onExecute({ args }) {
      refuseNul(args);
    },
    onSubscribe({ args }) {
      refuseNul(args);
    },
  };
}
