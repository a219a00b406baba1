import type { RestContext } from './router.js';

/**
 * The REST shape of a post (spec 2 §3 "Post (feed item)"), built from feeds-svc's Post. Posts are
 * anonymous: user_id is only ever the viewer's own id, on their own posts.
 */
export const POST_FIELDS = `id content category thoughtType createdAt hiveId stormId isPublic moderatedAt moderatedBy
  moderationReason upvotes downvotes unconstructiveVotes userVote isMine hive { id name logo }`;

export interface PostData {
  id: string;
  content: string;
  category: string | null;
  thoughtType: string | null;
  createdAt: string;
  hiveId: string;
  stormId: string | null;
  isPublic: boolean;
  moderatedAt: string | null;
  moderatedBy: string | null;
  moderationReason: string | null;
  upvotes: number | null;
  downvotes: number | null;
  unconstructiveVotes: number | null;
  userVote: string;
  isMine: boolean;
  hive?: { id: string; name?: string | null; logo?: string | null } | null;
}

export function postJson(p: PostData, ctx: RestContext) {
  const hive = { id: p.hiveId, name: p.hive?.name ?? null, logo: p.hive?.logo ?? null };
  return {
    id: p.id,
    content: p.content,
    user_id: p.isMine && ctx.session ? ctx.session.userId : null,
    is_mine: p.isMine,
    created_at: p.createdAt,
    category: p.category,
    thought_type: p.thoughtType,
    is_public: p.isPublic,
    isPublic: p.isPublic,
    moderated_at: p.moderatedAt,
    moderated_by: p.moderatedBy,
    moderation_reason: p.moderationReason,
    upvotes: p.upvotes,
    downvotes: p.downvotes,
    unconstructiveVotes: p.unconstructiveVotes,
    userVote: p.userVote,
    hive,
    hive_id: hive.id,
    hive_name: hive.name,
    hive_logo: hive.logo,
    storm_id: p.stormId,
    stormId: p.stormId,
  };
}
