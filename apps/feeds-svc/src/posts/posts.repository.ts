import { Inject, Injectable } from '@nestjs/common';
import { PRISMA, recordFlowStart, type FlowStartRecord } from '@hivemind/common';
import type { FeedsPrisma, FeedsTx } from '../prisma.js';
import { ActivityRollupsRepository } from '../rollups/activity-rollups.repository.js';
import type { PostRow } from './post-row.js';

/**
 * What feeds-svc reads of a post row (PostRow); user_id stays inside the service. The feeds'
 * one-statement page (post-details.repository.ts, ROW_COLUMNS) reads the same columns: change both
 * (post-page.int-spec).
 */
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
  podcastId: true,
  podcastEpisodeId: true,
  webPageId: true,
  statisticId: true,
  contentThoughtId: true,
  historicEventId: true,
  quoteId: true,
  speakerName: true,
  // Prisma loads each relation for a whole page in one query (no N+1).
  hive: { select: { name: true, logo: true } },
  podcast: { select: { title: true, imageUrl: true, description: true } },
  podcastEpisode: { select: { title: true, publishedAt: true, speakerName: true } },
  webPage: { select: { url: true, title: true, description: true, ogImage: true, faviconUrl: true } },
} as const;

export interface NewPost {
  hiveId: string;
  userId: string;
  content: string;
  stormId: string | null;
  /** A storm answer starts hidden until the quota activates it. */
  isPublic?: boolean;
}

/** A post row as its author's Thinker Controls read it, under a row lock. */
export interface LockedPost {
  userId: string;
  isPublic: boolean;
  moderatedAt: Date | null;
}

/** The post statements of feeds-svc: reading rows, creating posts, and the author's changes. */
@Injectable()
export class PostsRepository {
  constructor(
    @Inject(PRISMA) private readonly prisma: FeedsPrisma,
    private readonly rollups: ActivityRollupsRepository,
  ) {}

  row(id: string): Promise<PostRow | null> {
    return this.prisma.post.findUnique({ where: { id }, select: POST_ROW_SELECT });
  }

  async hasVoted(postId: string, userId: string): Promise<boolean> {
    const vote = await this.prisma.postVote.findUnique({
      where: { postId_userId: { postId, userId } },
      select: { postId: true },
    });
    return vote !== null;
  }

  /** The hive's posts the viewer may see, newest first; moderated posts are removed from the hive. */
  visibleInHive(hiveId: string, viewerId: string | null, page: { take: number; skip?: number }): Promise<PostRow[]> {
    return this.prisma.post.findMany({
      where: {
        hiveId,
        moderatedAt: null,
        // A hidden post stays visible to its author and to members who already voted on it.
        OR: [
          { isPublic: true },
          ...(viewerId ? [{ userId: viewerId }, { votes: { some: { userId: viewerId } } }] : []),
        ],
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...(page.skip === undefined ? {} : { skip: page.skip }),
      take: page.take,
      select: POST_ROW_SELECT,
    });
  }

  /**
   * The new post, counted in the activity rollups in the same transaction, which also records the
   * flow it owes (`owes`, given the new post's id).
   */
  create(data: NewPost, owes?: (postId: string) => FlowStartRecord): Promise<PostRow> {
    return this.prisma.$transaction((tx) => this.createIn(tx, data, owes));
  }

  /** The new post in the caller's transaction, counted in the activity rollups (when public), with its owed flow. */
  async createIn(tx: FeedsTx, data: NewPost, owes?: (postId: string) => FlowStartRecord): Promise<PostRow> {
    const row = await tx.post.create({ data, select: POST_ROW_SELECT });
    await this.rollups.add(tx, [row.id]);
    if (owes) await recordFlowStart(tx, owes(row.id));
    return row;
  }

  /** Runs `work` in one transaction; the methods below that take `tx` join it. */
  transaction<T>(work: (tx: FeedsTx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work);
  }

  /** The post's row, locked (FOR UPDATE) until the transaction ends; undefined when there is none. */
  async lockForUpdate(tx: FeedsTx, postId: string): Promise<LockedPost | undefined> {
    const [post] = await tx.$queryRawUnsafe<{ user_id: string; is_public: boolean; moderated_at: Date | null }[]>(
      'select user_id::text, is_public, moderated_at from post where id = $1::uuid for update',
      postId,
    );
    return post && { userId: post.user_id, isPublic: post.is_public, moderatedAt: post.moderated_at };
  }

  async toggleVisibility(tx: FeedsTx, postId: string): Promise<void> {
    await tx.$executeRawUnsafe('update post set is_public = not is_public where id = $1::uuid', postId);
  }

  /** How many people other than `userId` voted on the post. */
  otherVoterCount(tx: FeedsTx, postId: string, userId: string): Promise<number> {
    return tx.postVote.count({ where: { postId, userId: { not: userId } } });
  }

  /** Sets what is given (null: left as it is). */
  async setClassification(
    tx: FeedsTx,
    postId: string,
    c: { category: string | null; thoughtType: string | null },
  ): Promise<void> {
    await tx.post.update({
      where: { id: postId },
      data: {
        ...(c.category !== null ? { category: c.category } : {}),
        ...(c.thoughtType !== null ? { thoughtType: c.thoughtType } : {}),
      },
    });
  }
}
