import { Injectable } from '@nestjs/common';
import { ActivityRollupsRepository } from '../rollups/activity-rollups.repository.js';
import { StormParticipationRepository } from './storm-participation.repository.js';

/** The caller's transaction, as the repositories take it. */
type Tx = Parameters<StormParticipationRepository['lock']>[0];

export interface Activation {
  stormId: string;
  postId: string;
  userId: string;
  at: Date;
}

/**
 * The vote quota (spec 2 §4 Storm participation): a member's answer is activated once they have voted
 * on `vote_submission_requirement` other answers of the storm. Always run inside the transaction of
 * the change that may complete the quota (a vote, or the answer itself when the votes came first).
 *
 * The member's participation row is locked first, so two of their votes landing at once are counted
 * one after the other: the second sees the first's vote row once it holds the lock (READ COMMITTED
 * reads afresh per statement), so the quota is never skipped, and `post_activated_at is null` in the
 * same locked update means it is never activated twice.
 */
@Injectable()
export class StormActivation {
  constructor(
    private readonly repo: StormParticipationRepository,
    private readonly rollups: ActivityRollupsRepository,
  ) {}

  async tryActivate(
    tx: Tx,
    storm: { id: string; voteSubmissionRequirement: number },
    userId: string,
  ): Promise<Activation | null> {
    const p = await this.repo.lock(tx, storm.id, userId);
    if (!p.postId || p.postActivatedAt) return null;
    const votes = await this.repo.quotaVotes(storm.id, userId, tx);
    if (votes < storm.voteSubmissionRequirement) return null;
    const postId = p.postId;
    // Usually already locked by the caller (votes lock both posts in id order: no deadlock between two
    // members voting on each other's answers); a no-op then.
    await this.repo.lockPost(tx, postId);
    const at = await this.repo.markActivated(tx, storm.id, userId);
    if (!at) return null;
    // It goes live: public, and counted in the activity rollups from now on.
    await this.rollups.around(tx, [postId], () => this.repo.publish(tx, postId));
    return { stormId: storm.id, postId, userId, at };
  }
}
