import { NO_VOTE, type VoteType } from '@hivemind/contracts';
import type { Post } from './post.model.js';

/** What feeds-svc reads of a post row; user_id stays inside the service. */
export const POST_ROW_SELECT = {
  id: true,
  hiveId: true,
  userId: true,
  content: true,
  category: true,
  thoughtType: true,
  isPublic: true,
  stormId: true,
  createdAt: true,
  moderatedAt: true,
  moderatedBy: true,
  moderationReason: true,
  upvotes: true,
  downvotes: true,
  unconstructiveVotes: true,
} as const;

export interface PostRow {
  id: string;
  hiveId: string;
  userId: string;
  content: string;
  category: string | null;
  thoughtType: string | null;
  isPublic: boolean;
  stormId: string | null;
  createdAt: Date;
  moderatedAt: Date | null;
  moderatedBy: string | null;
  moderationReason: string | null;
  upvotes: number;
  downvotes: number;
  unconstructiveVotes: number;
}

export interface PostViewer {
  userId: string | null;
  vote: VoteType | null;
  /** The viewer holds a voting role in the post's hive. */
  canVote: boolean;
}

/**
 * Counts are shown to signed-in viewers who already voted or cannot vote (view-only); never to guests,
 * so a member's vote is not swayed by the tally (spec 2 §4 Voting).
 */
export function countsVisible(viewer: PostViewer): boolean {
  return viewer.userId !== null && (viewer.vote !== null || !viewer.canVote);
}

export function presentPost(row: PostRow, viewer: PostViewer): Post {
  const show = countsVisible(viewer);
  return {
    id: row.id,
    content: row.content,
    category: row.category,
    thoughtType: row.thoughtType,
    createdAt: row.createdAt,
    hiveId: row.hiveId,
    stormId: row.stormId,
    isPublic: row.isPublic,
    moderatedAt: row.moderatedAt,
    moderatedBy: row.moderatedBy,
    moderationReason: row.moderationReason,
    upvotes: show ? row.upvotes : null,
    downvotes: show ? row.downvotes : null,
    unconstructiveVotes: show ? row.unconstructiveVotes : null,
    userVote: viewer.vote ?? NO_VOTE,
    isMine: viewer.userId !== null && viewer.userId === row.userId,
  };
}
