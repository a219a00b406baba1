import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma, FeedsTx } from '../prisma.js';

/** What a vote needs to know of its post before it starts. */
export interface VoteTarget {
  hiveId: string;
  isPublic: boolean;
  userId: string;
}

export interface VoteCounts {
  upvotes: number;
  downvotes: number;
  unconstructiveVotes: number;
}

/** The vote statements: post_vote rows and the post's counters, moved together in one transaction. */
@Injectable()
export class VotesRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  target(postId: string): Promise<VoteTarget | null> {
    return this.prisma.post.findUnique({
      where: { id: postId },
      select: { hiveId: true, isPublic: true, userId: true },
    });
  }

  /**
   * Runs `work` in one transaction; the methods below that take `tx` join it. Votes on one post queue
   * on its row lock; generous limits keep a burst from timing out.
   */
  transaction<T>(work: (tx: FeedsTx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work, { maxWait: 20_000, timeout: 20_000 });
  }

  /** Locks these posts' rows (FOR UPDATE) in id order until the transaction ends. */
  async lockPosts(tx: FeedsTx, postIds: string[]): Promise<void> {
    await tx.$queryRawUnsafe(
      'select 1 from post where id = any($1::uuid[]) order by id for update',
      [...new Set(postIds)].sort(),
    );
  }

  /** Locks the post's row (FOR UPDATE) until the transaction ends; answers when it was moderated. */
  async lockPost(tx: FeedsTx, postId: string): Promise<{ moderatedAt: Date | null } | undefined> {
    const [locked] = await tx.$queryRawUnsafe<{ moderated_at: Date | null }[]>(
      'select moderated_at from post where id = $1::uuid for update',
      postId,
    );
    return locked && { moderatedAt: locked.moderated_at };
  }

  /** The user's vote on the post before this one, if any. */
  previousVote(tx: FeedsTx, postId: string, userId: string): Promise<{ voteType: string } | null> {
    return tx.postVote.findUnique({ where: { postId_userId: { postId, userId } }, select: { voteType: true } });
  }

  async saveVote(tx: FeedsTx, postId: string, userId: string, voteType: string): Promise<void> {
    await tx.$executeRawUnsafe(
      `insert into post_vote (post_id, user_id, vote_type) values ($1::uuid, $2::uuid, $3)
       on conflict (post_id, user_id) do update set vote_type = excluded.vote_type, updated_at = now()`,
      postId,
      userId,
      voteType,
    );
  }

  /** Adds the deltas to the post's counters; answers the new counts (undefined when the post is gone). */
  async addToCounts(
    tx: FeedsTx,
    postId: string,
    d: { up: number; down: number; un: number },
  ): Promise<VoteCounts | undefined> {
    const [counts] = await tx.$queryRawUnsafe<{ upvotes: number; downvotes: number; unconstructive_votes: number }[]>(
      `update post set upvotes = upvotes + $2, downvotes = downvotes + $3,
         unconstructive_votes = unconstructive_votes + $4
       where id = $1::uuid returning upvotes, downvotes, unconstructive_votes`,
      postId,
      d.up,
      d.down,
      d.un,
    );
    return (
      counts && {
        upvotes: counts.upvotes,
        downvotes: counts.downvotes,
        unconstructiveVotes: counts.unconstructive_votes,
      }
    );
  }
}
