// The feeds' SQL: which posts a page of the media feed or of My Posts shows (ids only; PostsService
// reads and presents their rows in the same statement), and the media feed's all-posts-seen state.
import { PUBLIC_SQUARE_TYPES, type PostSort, type VoteFilter } from '@hivemind/contracts';

/** A statement being built: `p` adds a parameter and answers its placeholder ($n). */
export function statementParams(params: unknown[]): { params: unknown[]; p: (v: unknown) => string } {
  return {
    params,
    p: (v) => {
      params.push(v);
      return `$${params.length}`;
    },
  };
}

/**
 * The media feed (spec 2 §7 GET /api/posts): visible, unmoderated posts of public squares and of the
 * viewer's hives, filtered and sorted, searched with Postgres full text.
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
  /** The stream feed (spec 2 §7): posts tagged to this stream. */
  streamId?: string | null;
  podcastId?: string | null;
  podcastEpisodeId?: string | null;
  /** A web page's feed (spec 3 §7 GET /api/web-pages/{id}/feed): the posts drawn from it. */
  webPageId?: string | null;
  /** Posts tagged with this sentiment (toward streamId when given, else toward any stream). */
  sentiment?: string | null;
  /** Only posts created before this instant (the older posts shown once all recent ones were seen). */
  createdBefore?: Date | null;
}

const ORDER: Record<PostSort, string> = {
  new: 'p.created_at desc, p.id desc',
  most_upvotes: 'p.upvotes desc, p.created_at desc, p.id desc',
  most_downvotes: 'p.downvotes desc, p.created_at desc, p.id desc',
};

type Filter = Omit<MediaFeedFilter, 'sortBy' | 'limit' | 'offset'>;

/** The media feed's FROM and WHERE; `p` adds a parameter and answers its placeholder. */
function mediaWhere(f: Filter, p: (v: unknown) => string): string {
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
  // Served by the GIN index post_content_fts_idx (same expression).
  if (f.search) where.push(`to_tsvector('english', p.content) @@ websearch_to_tsquery('english', ${p(f.search)})`);
  if (f.podcastId) where.push(`p.podcast_id = ${p(f.podcastId)}::uuid`);
  if (f.podcastEpisodeId) where.push(`p.podcast_episode_id = ${p(f.podcastEpisodeId)}::uuid`);
  if (f.webPageId) where.push(`p.web_page_id = ${p(f.webPageId)}::uuid`);
  if (f.streamId || f.sentiment) {
    const tag = ['ps.post_id = p.id'];
    if (f.streamId) tag.push(`ps.stream_id = ${p(f.streamId)}::uuid`);
    if (f.sentiment) tag.push(`ps.sentiment = ${p(f.sentiment)}`);
    where.push(`exists (select 1 from post_stream ps where ${tag.join(' and ')})`);
  }
  if (f.createdBefore) where.push(`p.created_at < ${p(f.createdBefore)}::timestamptz`);
  return `from post p
    join hive_read_model h on h.hive_id = p.hive_id
    left join post_vote v on v.post_id = p.id and v.user_id = $1::uuid
    where ${where.join(' and ')}`;
}

export function mediaFeedSql(f: MediaFeedFilter): { sql: string; params: unknown[] } {
  const { params, p } = statementParams([f.viewerId, [...PUBLIC_SQUARE_TYPES]]);
  const sql = `select p.id ${mediaWhere(f, p)}
    order by ${ORDER[f.sortBy]}
    limit ${p(f.limit)} offset ${p(f.offset)}`;
  return { sql, params };
}

/**
 * How many posts the feed holds across all its pages (pagination.total of a podcast's or an episode's
 * feed). Asked only with podcastId or podcastEpisodeId: without other filters it is an index-only
 * count over post_podcast_feed_cover_idx / post_episode_feed_cover_idx.
 */
export function mediaTotalSql(f: Filter): { sql: string; params: unknown[] } {
  const { params, p } = statementParams([f.viewerId, [...PUBLIC_SQUARE_TYPES]]);
  return { sql: `select count(*)::int as total ${mediaWhere(f, p)}`, params };
}

/**
 * Whether the signed-in viewer has seen (post_view) every post of the feed created since `since`
 * (spec 2 §2.3 all_posts_seen); answers one row { all_seen }.
 */
export function allRecentSeenSql(f: Filter & { viewerId: string }, since: Date): { sql: string; params: unknown[] } {
  const { params, p } = statementParams([f.viewerId, [...PUBLIC_SQUARE_TYPES]]);
  const sql = `select not exists (select 1 ${mediaWhere({ ...f, createdBefore: null }, p)}
      and p.created_at >= ${p(since)}::timestamptz
      and not exists (select 1 from post_view pv where pv.post_id = p.id and pv.user_id = $1::uuid)) as all_seen`;
  return { sql, params };
}

/** GET /api/user/posts filters (spec 2 §2.4, §7): the author's posts by hive, category, type and text. */
export interface MyPostsFilter {
  userId: string;
  hiveId: string | null;
  category: string | null;
  thoughtType: string | null;
  search: string | null;
  limit: number;
  offset: number;
}

/** The author's own posts, moderated and hidden included, newest first; ids only like mediaFeedSql. */
export function myPostsSql(f: MyPostsFilter): { sql: string; params: unknown[] } {
  const { params, p } = statementParams([f.userId]);
  const where = ['p.user_id = $1::uuid'];
  if (f.hiveId) where.push(`p.hive_id = ${p(f.hiveId)}::uuid`);
  if (f.category) where.push(`p.category = ${p(f.category)}`);
  if (f.thoughtType) where.push(`p.thought_type = ${p(f.thoughtType)}`);
  if (f.search) where.push(`to_tsvector('english', p.content) @@ websearch_to_tsquery('english', ${p(f.search)})`);
  const sql = `select p.id from post p where ${where.join(' and ')}
    order by p.created_at desc, p.id desc
    limit ${p(f.limit)} offset ${p(f.offset)}`;
  return { sql, params };
}
