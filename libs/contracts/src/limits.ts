/** Limits and timings from the specification, shared by services and the web app. */
export const THOUGHT_MAX_LENGTH = 3000;
export const THOUGHT_COUNTER_FROM = 2500;
export const THOUGHT_COUNTER_RED_FROM = 2900;
export const MAX_THOUGHT_INPUTS = 5;
export const PASSWORD_MIN_LENGTH = 8;
export const HIVE_NAME_MIN_LENGTH = 5;
export const PAGE_SIZE = 20;
export const HIVES_PAGE_SIZE = 25;
/** Dimensions of every stored embedding (pgvector column size). */
export const EMBEDDING_DIMENSIONS = 256;
export const PUBLIC_SQUARE_TYPES = ['Country', 'State', 'City', 'Neighborhood', 'School', 'Planet'] as const;
export const HIVE_TYPES = [
  'Planet',
  'Country',
  'State',
  'City',
  'Neighborhood',
  'Town',
  'Business',
  'Community',
  'Government',
  'School',
  'Other',
] as const;
export type HiveType = (typeof HIVE_TYPES)[number];
/** A post's content: 1 to 3000 characters (spec 4, POST /api/posts). */
export const POST_MAX_LENGTH = 3000;

/** Email verification codes: 6 digits, valid 15 minutes, void after 5 wrong tries (resend needed). */
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_MINUTES = 15;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** Longest address RFC 5321 allows through SMTP. */
export const EMAIL_MAX_LENGTH = 254;
/** Addresses one user may hold (primary included), so one account cannot mail without bound. */
export const MAX_EMAILS_PER_USER = 10;

/** A rate-limit rule: at most `points` events per key in a window of `durationSeconds`. */
export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

/**
 * Rate limits (Redis, shared by every replica). Sign-in counts failures only, and a success resets
 * the per-email counter; registration counts attempts; mail counts every code sent (registration,
 * add email, resend), per recipient address and per client address.
 */
export const RATE_LIMITS = {
  signInFailuresPerEmail: { points: 5, durationSeconds: 15 * 60 },
  signInFailuresPerIp: { points: 20, durationSeconds: 15 * 60 },
  registrationsPerIp: { points: 20, durationSeconds: 60 * 60 },
  mailsPerEmail: { points: 5, durationSeconds: 60 * 60 },
  mailsPerIp: { points: 20, durationSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** The largest request the gateway accepts: a GraphQL request, or a REST call's JSON body. */
export const GATEWAY_MAX_BODY_BYTES = 1024 * 1024;
/**
 * The largest request a subgraph accepts: more than the gateway's, since an operation the gateway
 * forwards carries the client's variables plus its query text.
 */
export const SUBGRAPH_MAX_BODY_BYTES = 2 * GATEWAY_MAX_BODY_BYTES;
