/**
 * The user context the gateway signs and every subgraph verifies. Subgraphs trust nothing else about
 * the caller: a request without a valid signature is refused.
 */
export const USER_CONTEXT_HEADER = 'x-hivemind-context';
export const USER_CONTEXT_SIGNATURE_HEADER = 'x-hivemind-signature';
export const CORRELATION_ID_HEADER = 'x-request-id';

export interface UserContext {
  /** null for guests. */
  userId: string | null;
  correlationId: string;
  /** Issued at, epoch milliseconds; signatures older than CONTEXT_MAX_AGE_MS are refused. */
  iat: number;
}
export const CONTEXT_MAX_AGE_MS = 60_000;
