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
 * The posts the viewer may see (the media feed's visibility: unmoderated; public, own or voted on; in
 * a public square or one of the viewer's hives), optionally of one category / thought type, nearest
 * to the source post's embedding first, the source itself left out, without a limit:
 * RelatedPostsRepository.nearest adds one, growing it while every row read is within the distance
 * the answer needs. The source's embedding is read in the same statement (an InitPlan on the primary
 * key), so a request neither reads the vector out nor sends it back; no row at all when the source is
 * missing or not embedded yet (a one-time filter: the index is not scanned). The ORDER BY
 * embedding <=> (source) drives an HNSW index scan (post_embedding_hnsw_idx); the filters are checked
 * per row, and the connection's hnsw.iterative_scan = strict_order keeps the index scanning, nearest
 * first, up to the limit.
 */
export function nearestPostsSql(f: {
  sourceId: string;
  viewerId: string | null;
  category: string | null;
  thoughtType: string | null;
}): { sql: string; params: unknown[] } {
  const { params, p } = statementParams([f.sourceId, f.viewerId, [...PUBLIC_SQUARE_TYPES]]);
  const source = '(select s.embedding from post s where s.id = $1::uuid)';
  const where = [
    `${source} is not null`,
    'p.embedding is not null',
    'p.id <> $1::uuid',
    'p.moderated_at is null',
    `(p.is_public or p.user_id = $2::uuid
      or exists (select 1 from post_vote v where v.post_id = p.id and v.user_id = $2::uuid))`,
    `(exists (select 1 from hive_read_model h where h.hive_id = p.hive_id and h.type = any($3::text[]))
      or exists (select 1 from hive_member_read_model m
        where m.hive_id = p.hive_id and m.user_id = $2::uuid and m.removed_at is null))`,
  ];
  if (f.category) where.push(`p.category = ${p(f.category)}`);
  if (f.thoughtType) where.push(`p.thought_type = ${p(f.thoughtType)}`);
  const sql = `select p.id::text, p.embedding <=> ${source} as distance, p.category, p.thought_type
      from post p
      where ${where.join(' and ')}
      order by p.embedding <=> ${source}`;
  return { sql, params };
}
