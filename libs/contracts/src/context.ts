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
  /**
   * The client's address as the gateway saw it (the socket address, or the first X-Forwarded-For hop
   * when the gateway runs with TRUST_PROXY=true); subgraphs key per-address rate limits on it.
   */
  clientIp?: string;
  /**
   * Set only for operations the gateway's REST facade runs in-process for its auth routes (register,
   * sign-in, password change). Only the gateway can sign, so subgraph fields marked internal-only
   * (register, credential checks) can never be reached through the public /graphql endpoint.
   */
  internal?: boolean;
}
export const CONTEXT_MAX_AGE_MS = 60_000;
