import { PUBLIC_SQUARE_TYPES, type PostSort, type VoteFilter } from '@hivemind/contracts';

/**
 * Builds the media feed's SQL (spec 2 §7 GET /api/posts): visible, unmoderated posts of public squares
 * and of the viewer's hives, filtered and sorted, searched with Postgres full text. Answers ids only;
 * the rows are read and presented by PostsService.
 */
export interface MediaFeedFilter {
  viewerId: string | null;
  category: string | null;
  thoughtType: string | null;
  voteFilter: VoteFilter;
  sortBy: PostSort;
  search: string | null;
  limit: number;
  offset: number;
}

const ORDER: Record<PostSort, string> = {
  new: 'p.created_at desc, p.id desc',
  most_upvotes: 'p.upvotes desc, p.created_at desc, p.id desc',
  most_downvotes: 'p.downvotes desc, p.created_at desc, p.id desc',
};

export function mediaFeedSql(f: MediaFeedFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.viewerId, [...PUBLIC_SQUARE_TYPES]];
  const p = (v: unknown): string => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = [
    'p.moderated_at is null',
    // Hidden posts stay visible to their author and to members who already voted on them.
    '(p.is_public or p.user_id = $1::uuid or v.user_id is not null)',
    `(h.type = any($2::text[]) or exists (select 1 from hive_member_read_model m
       where m.hive_id = p.hive_id and m.user_id = $1::uuid and m.removed_at is null))`,
  ];
  if (f.category) where.push(`p.category = ${p(f.category)}`);
  if (f.thoughtType) where.push(`p.thought_type = ${p(f.thoughtType)}`);
  if (f.viewerId && f.voteFilter === 'no-vote') where.push('v.user_id is null');
  if (f.viewerId && f.voteFilter === 'upvoted') where.push(`v.vote_type = 'up'`);
  if (f.viewerId && f.voteFilter === 'downvoted') where.push(`v.vote_type = 'down'`);
  if (f.search) where.push(`to_tsvector('english', p.content) @@ websearch_to_tsquery('english', ${p(f.search)})`);
  const sql = `select p.id from post p
    join hive_read_model h on h.hive_id = p.hive_id
    left join post_vote v on v.post_id = p.id and v.user_id = $1::uuid
    where ${where.join(' and ')}
    order by ${ORDER[f.sortBy]}
    limit ${p(f.limit)} offset ${p(f.offset)}`;
  return { sql, params };
}
