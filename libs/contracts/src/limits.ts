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
