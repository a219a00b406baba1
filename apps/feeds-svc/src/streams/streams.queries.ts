// The streams' SQL: the listing (search over names and aliases, a type, a sort), one stream, its
// hierarchy and its nearest streams by embedding. Counts are the stream row's totals, kept with the
// activity rollups (never counted per request).
import type { StreamSort } from '@hivemind/contracts';

/** A stream row as the statements below answer it. */
export interface StreamRow {
  id: string;
  name: string;
  description: string | null;
  stream_type: string;
  logo_url: string | null;
  level: number;
  parent_id: string | null;
  is_active: boolean;
  aliases: string[];
  asset_type: string | null;
  trading_symbol: string | null;
  created_at: Date;
  updated_at: Date;
  post_count: number;
  positive_count: number;
  negative_count: number;
  neutral_count: number;
  mixed_count: number;
  organization_name: string | null;
}

/**
 * The columns of StreamRow over `stream s`. The organization is the stream's own, else its parent's
 * (a person's or a department's stream sits under its organization's).
 */
export const STREAM_COLUMNS = `s.id::text, s.name, s.description, s.stream_type, s.logo_url, s.level,
  s.parent_id::text, s.is_active, coalesce(s.aliases, '{}') as aliases, s.asset_type, s.trading_symbol,
  s.created_at, s.updated_at, s.post_count, s.positive_count, s.negative_count, s.neutral_count, s.mixed_count,
  coalesce(
    (select o.name from organization o where o.stream_id = s.id order by o.created_at, o.id limit 1),
    (select o.name from organization o where s.parent_id is not null and o.stream_id = s.parent_id
      order by o.created_at, o.id limit 1)) as organization_name`;

const ORDER: Record<StreamSort | 'name', string> = {
  posts: 's.post_count desc, s.name, s.id',
  positive: 's.positive_count desc, s.post_count desc, s.name, s.id',
  negative: 's.negative_count desc, s.post_count desc, s.name, s.id',
  new: 's.created_at desc, s.id desc',
  name: 's.name, s.id',
};

export interface StreamListFilter {
  /** Matched, case-insensitively, anywhere in the name or in any alias. */
  search: string | null;
  type: string | null;
  sort: StreamSort | null;
  limit: number;
  offset: number;
}

/** `%text%` for ILIKE, the text's own wildcard characters matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** GET /api/streams: active streams, filtered and sorted (by name without a sort). */
export function streamListSql(f: StreamListFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = ['s.is_active'];
  if (f.type) where.push(`s.stream_type = ${p(f.type)}`);
  if (f.search) {
    const q = p(containsPattern(f.search));
    where.push(`(s.name ilike ${q} or exists (select 1 from unnest(s.aliases) a where a ilike ${q}))`);
  }
  const sql = `select ${STREAM_COLUMNS} from stream s where ${where.join(' and ')}
    order by ${ORDER[f.sort ?? 'name']} limit ${p(f.limit)} offset ${p(f.offset)}`;
  return { sql, params };
}

/** One stream by id ($1), active or not. */
export const STREAM_BY_ID_SQL = `select ${STREAM_COLUMNS} from stream s where s.id = $1::uuid`;

/** The children of stream $1 (its outbound 'child' connections), by name, at most $2. */
export const STREAM_CHILDREN_SQL = `select c.id::text, c.name, c.stream_type, c.level from stream c
  where c.parent_id = $1::uuid order by c.name, c.id limit $2`;

/** The parent of stream $1 (its inbound connection), if any. */
export const STREAM_PARENT_SQL = `select p.id::text, p.name, p.stream_type, p.level from stream s
  join stream p on p.id = s.parent_id where s.id = $1::uuid`;

/**
 * The active streams nearest to stream $1 by cosine distance between embeddings (HNSW index
 * stream_embedding_hnsw_idx), never the stream itself, at similarity (1 − distance) $2 or more, at
 * most $3. No rows when the stream has no embedding yet.
 */
export const SIMILAR_STREAMS_SQL = `select s.id::text as stream_id, s.name, s.stream_type,
    1 - (s.embedding <=> t.embedding) as similarity
  from stream t
  cross join lateral (
    select s.id, s.name, s.stream_type, s.embedding from stream s
    where s.id <> t.id and s.is_active and s.embedding is not null
    order by s.embedding <=> t.embedding
    limit $3) s
  where t.id = $1::uuid and t.embedding is not null and 1 - (s.embedding <=> t.embedding) >= $2
  order by s.embedding <=> t.embedding, s.id`;
