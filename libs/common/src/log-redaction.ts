import { USER_CONTEXT_SIGNATURE_HEADER } from '@hivemind/contracts';

/**
 * Keeps members' text out of the logs (issue 20). Requests carry private thoughts, posts and chat
 * messages, and the errors libraries raise repeat what they were given: GraphQL runtimes log whole
 * request bodies, PostgreSQL quotes the value it could not cast, Prisma prints the arguments of a
 * refused call, GraphQL quotes a variable it could not coerce. Log lines keep what an operator needs
 * (operation names, ids, services, error codes and messages) with that content taken out.
 */

/** Fields that hold request content (documents, variables, bodies) or credentials: never logged. */
const REDACTED_KEYS = new Set([
  'body',
  'variables',
  'query',
  'document',
  'cookie',
  'set-cookie',
  'authorization',
  USER_CONTEXT_SIGNATURE_HEADER,
]);

export const REDACTED = '[redacted]';

/** A double-quoted literal, with escapes: how every one of those libraries quotes a value. */
const QUOTED = /"(?:[^"\\\n]|\\.)*"/g;
/** A JSON-escaped quoted literal, as a message that was serialised once more carries it. */
const ESCAPED_QUOTED = /\\"(?:[^"\\\n]|\\[^"])*\\"/g;

/** The text with every quoted literal replaced by `"…"` (identifiers in backticks are kept). */
export function redactQuoted(text: string): string {
  return text.replace(ESCAPED_QUOTED, '\\"…\\"').replace(QUOTED, '"…"');
}

/**
 * A log value with content fields replaced by REDACTED and quoted literals taken out of every
 * string; Errors become plain objects (type, message, code, stack) first. Depth-limited: log
 * attributes are small, and a cycle must not hang the logger.
 */
export function redactLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactQuoted(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return REDACTED;
  if (value instanceof Error) {
    const code = (value as { code?: unknown }).code;
    return redactLogValue(
      {
        type: value.name,
        message: value.message,
        ...(code === undefined ? {} : { code }),
        ...(value.stack === undefined ? {} : { stack: value.stack }),
      },
      depth + 1,
    );
  }
  if (Array.isArray(value)) return value.map((v) => redactLogValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = REDACTED_KEYS.has(key.toLowerCase()) ? REDACTED : redactLogValue(v, depth + 1);
  }
  return out;
}
