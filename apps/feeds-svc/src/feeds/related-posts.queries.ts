import { PUBLIC_SQUARE_TYPES } from '@hivemind/contracts';
import { statementParams } from './feeds.queries.js';

/** One nearest neighbour of a post: its id, cosine distance and classification. */
export interface Neighbour {
  id: string;
  distance: number;
  category: string | null;
  thought_type: string | null;
}

/**
 * The nearest posts to a vector that the viewer may see (the media feed's visibility: unmoderated;
 * public, own or voted on; in a public square or one of the viewer's hives), optionally of one
 * category / thought type, up to `maxDistance`, nearest first. The ORDER BY embedding <=> $v LIMIT
 * drives an HNSW index scan (post_embedding_hnsw_idx); the filters are checked per row, so the
 * caller enables hnsw.iterative_scan for the index to keep scanning until `limit` rows pass them.
 */
export function nearestPostsSql(f: {
  vector: string;
  excludeId: string;
  viewerId: string | null;
  category: string | null;
  thoughtType: string | null;
  maxDistance: number;
  limit: number;
}): { sql: string; params: unknown[] } {
  const { params, p } = statementParams([f.vector, f.excludeId, f.viewerId, [...PUBLIC_SQUARE_TYPES]]);
  const where = [
    'p.embedding is not null',
    'p.id <> $2::uuid',
    'p.moderated_at is null',
    `(p.is_public or p.user_id = $3::uuid
      or exists (select 1 from post_vote v where v.post_id = p.id and v.user_id = $3::uuid))`,
    `(exists (select 1 from hive_read_model h where h.hive_id = p.hive_id and h.type = any($4::text[]))
      or exists (select 1 from hive_member_read_model m
        where m.hive_id = p.hive_id and m.user_id = $3::uuid and m.removed_at is null))`,
  ];
  if (f.category) where.push(`p.category = ${p(f.category)}`);
  if (f.thoughtType) where.push(`p.thought_type = ${p(f.thoughtType)}`);
  const max = p(f.maxDistance);
  const limit = p(f.limit);
  // relaxed_order may return the index's rows slightly out of order: re-sorted outside.
  const sql = `select id::text, distance, category, thought_type from (
      select p.id, p.embedding <=> $1::vector as distance, p.category, p.thought_type
      from post p
      where ${where.join(' and ')}
      order by p.embedding <=> $1::vector
      limit ${limit}
    ) n where distance <= ${max}::float8 order by distance, id`;
  return { sql, params };
}
