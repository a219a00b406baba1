import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma, FeedsTx } from '../prisma.js';

/** A storm as its rules read it. */
export interface StormRow {
  id: string;
  hiveId: string;
  prompt: string;
  voteSubmissionRequirement: number;
  isActive: boolean;
  endsAt: Date | null;
  createdAt: Date;
}

/** A member's participation row (spec 2 §3 Participation status). */
export interface ParticipationRow {
  wantsToVoteOnly: boolean;
  postId: string | null;
  postActivatedAt: Date | null;
}

/** A storm answer as a vote on it reads it. */
export interface StormAnswer {
  stormId: string;
  userId: string;
  activated: boolean;
}

export const STORM_SELECT = {
  id: true,
  hiveId: true,
  prompt: true,
  voteSubmissionRequirement: true,
  isActive: true,
  endsAt: true,
  createdAt: true,
} as const;

/**
 * Storm participation rows and the vote quota's statements. Shared by posts (a member's answer),
 * votes (activation in the vote's transaction) and storms; it imports none of them.
 */
@Injectable()
export class StormParticipationRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  storm(stormId: string): Promise<StormRow | null> {
    return this.prisma.storm.findUnique({ where: { id: stormId }, select: STORM_SELECT });
  }

  participation(stormId: string, userId: string): Promise<ParticipationRow | null> {
    return this.prisma.stormParticipation.findUnique({
      where: { stormId_userId: { stormId, userId } },
      select: { wantsToVoteOnly: true, postId: true, postActivatedAt: true },
    });
  }

  /** The member's participation row, created when missing and locked (FOR UPDATE) until the transaction ends. */
  async lock(tx: FeedsTx, stormId: string, userId: string): Promise<ParticipationRow> {
    await tx.$executeRawUnsafe(
      `insert into storm_participation (storm_id, user_id) values ($1::uuid, $2::uuid) on conflict do nothing`,
      stormId,
      userId,
    );
    const [row] = await tx.$queryRawUnsafe<
      { wants_to_vote_only: boolean; post_id: string | null; post_activated_at: Date | null }[]
    >(
      `select wants_to_vote_only, post_id::text, post_activated_at from storm_participation
       where storm_id = $1::uuid and user_id = $2::uuid for update`,
      stormId,
      userId,
    );
    return { wantsToVoteOnly: row!.wants_to_vote_only, postId: row!.post_id, postActivatedAt: row!.post_activated_at };
  }

  /** Starts (or switches) the member's participation: answering, or voting only. */
  async join(stormId: string, userId: string, voteOnly: boolean): Promise<void> {
    await this.prisma.stormParticipation.upsert({
      where: { stormId_userId: { stormId, userId } },
      create: { stormId, userId, wantsToVoteOnly: voteOnly },
      update: { wantsToVoteOnly: voteOnly },
    });
  }

  async attachAnswer(tx: FeedsTx, stormId: string, userId: string, postId: string): Promise<void> {
    await tx.stormParticipation.update({
      where: { stormId_userId: { stormId, userId } },
      data: { postId, wantsToVoteOnly: false },
    });
  }

  /**
   * The member's votes that count toward their quota: one per other member's answer of the storm
   * (post_vote holds one row per post and voter, so changing a vote never counts twice).
   */
  async quotaVotes(stormId: string, userId: string, tx?: FeedsTx): Promise<number> {
    const [row] = await (tx ?? this.prisma).$queryRawUnsafe<{ n: number }[]>(
      `select count(*)::int as n from post_vote v join post p on p.id = v.post_id
       where v.user_id = $2::uuid and p.storm_id = $1::uuid and p.user_id <> $2::uuid`,
      stormId,
      userId,
    );
    return row?.n ?? 0;
  }

  /** Marks the answer activated; answers the time, or null when it already was. */
  async markActivated(tx: FeedsTx, stormId: string, userId: string): Promise<Date | null> {
    const [row] = await tx.$queryRawUnsafe<{ post_activated_at: Date }[]>(
      `update storm_participation set post_activated_at = now(), updated_at = now()
       where storm_id = $1::uuid and user_id = $2::uuid and post_activated_at is null and post_id is not null
       returning post_activated_at`,
      stormId,
      userId,
    );
    return row?.post_activated_at ?? null;
  }

  /** Locks the answer's post row (FOR UPDATE) until the transaction ends. */
  async lockPost(tx: FeedsTx, postId: string): Promise<void> {
    await tx.$queryRawUnsafe('select 1 from post where id = $1::uuid for update', postId);
  }

  /** The activated answer goes live: public like any post (it was created hidden). */
  async publish(tx: FeedsTx, postId: string): Promise<void> {
    await tx.$executeRawUnsafe('update post set is_public = true where id = $1::uuid and moderated_at is null', postId);
  }

  /** The storm answer this post is, if it is one. */
  async answer(postId: string, tx?: FeedsTx): Promise<StormAnswer | null> {
    const row = await (tx ?? this.prisma).stormParticipation.findUnique({
      where: { postId },
      select: { stormId: true, userId: true, postActivatedAt: true },
    });
    return row && { stormId: row.stormId, userId: row.userId, activated: row.postActivatedAt !== null };
  }
}
