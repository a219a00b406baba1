import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { isUuid, REDIS, type Logger } from '@hivemind/common';
import { APP_LOGGER } from '@hivemind/common/nest';
import {
  isVoteType,
  MANAGING_HIVE_ROLES,
  PostMessages,
  UNCONSTRUCTIVE_REASON,
  topics,
  type HiveRole,
  type PostVotesMessage,
  type VoteType,
} from '@hivemind/contracts';
import { ModerationRepository } from '../moderation/moderation.repository.js';
import { PermissionsService } from '../permissions/permissions.service.js';
import { PostException } from '../posts/posts.exception.js';
import { ActivityRollupsRepository } from '../rollups/activity-rollups.repository.js';
import { StormActivation, type Activation } from '../storm-participation/storm-activation.js';
import { StormEvents } from '../storm-participation/storm-events.js';
import { StormParticipationRepository } from '../storm-participation/storm-participation.repository.js';
import { isStormOpen } from '../storm-participation/storm.rules.js';
import type { VoteResult } from './vote-result.model.js';
import { VotesRepository } from './votes.repository.js';

const COUNTER: Record<VoteType, 'up' | 'down' | 'un'> = { up: 'up', down: 'down', unconstructive: 'un' };

/** +1 for the new vote type, -1 for the one it replaces. */
export function voteDeltas(prev: VoteType | null, next: VoteType): { up: number; down: number; un: number } {
  const d = { up: 0, down: 0, un: 0 };
  if (prev === next) return d;
  d[COUNTER[next]] += 1;
  if (prev) d[COUNTER[prev]] -= 1;
  return d;
}

@Injectable()
export class VotesService {
  constructor(
    private readonly repo: VotesRepository,
    private readonly permissions: PermissionsService,
    private readonly moderation: ModerationRepository,
    private readonly rollups: ActivityRollupsRepository,
    private readonly storms: StormParticipationRepository,
    private readonly activation: StormActivation,
    private readonly stormEvents: StormEvents,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * One vote per user per post. The post row is locked (FOR UPDATE) for the whole change, so the
   * vote row and the counters move together and stay exact under concurrent votes.
   */
  async vote(userId: string, postId: string, hiveId: string, voteType: string): Promise<VoteResult> {
    if (!isVoteType(voteType)) throw PostException.badVoteType();
    if (!isUuid(postId)) throw PostException.postNotFound();
    const post = await this.repo.target(postId);
    if (!post) throw PostException.postNotFound();
    if (post.hiveId !== hiveId) throw PostException.wrongHive();
    const perms = await this.permissions.inHive(hiveId, userId);
    if (!perms.canVote) throw PostException.cannotVote();
    const moderates = voteType === 'unconstructive' && MANAGING_HIVE_ROLES.includes(perms.role as HiveRole);
    // A vote on another member's storm answer counts toward the voter's quota (spec 2 §4 Storm participation).
    const answer = await this.storms.answer(postId);
    const quota = answer && answer.userId !== userId ? await this.quotaOf(answer.stormId, userId) : null;

    let activated: Activation | null = null;
    const result = await this.repo.transaction(async (tx) => {
      // The voted post and the voter's own answer (which activation publishes) are locked in id order,
      // so two members voting on each other's answers at once cannot deadlock.
      if (quota?.ownPostId) await this.repo.lockPosts(tx, [postId, quota.ownPostId]);
      if ((await this.repo.lockPost(tx, postId))?.moderatedAt)
        throw PostException.moderated(PostMessages.moderatedNoVotes);
      const prev = await this.repo.previousVote(tx, postId, userId);
      // A hidden post stays visible (and votable) only to its author and to members who already voted;
      // a storm answer waiting for activation is hidden from feeds but offered to members to vote on.
      const awaitsVotes = answer !== null && !answer.activated;
      if (!post.isPublic && post.userId !== userId && !prev && !awaitsVotes) throw PostException.postNotFound();
      const prevType = prev && isVoteType(prev.voteType) ? prev.voteType : null;
      const d = voteDeltas(prevType, voteType);
      if (prevType !== voteType) await this.repo.saveVote(tx, postId, userId, voteType);
      const counts = await this.repo.addToCounts(tx, postId, d);
      // A moderated post is no longer counted: the rollups move in the same transaction.
      if (moderates)
        await this.rollups.around(tx, [postId], () =>
          this.moderation.removeFromHive(tx, { id: postId, hiveId }, userId, UNCONSTRUCTIVE_REASON),
        );
      // The vote that completes the quota activates the voter's answer in this same transaction.
      if (quota) activated = await this.activation.tryActivate(tx, quota.storm, userId);
      return {
        success: true,
        upvotes: counts!.upvotes,
        downvotes: counts!.downvotes,
        unconstructiveVotes: counts!.unconstructiveVotes,
        userVote: voteType,
        moderationAction: moderates,
        activationTriggered: activated !== null,
        message: moderates
          ? PostMessages.removedByModeration
          : prevType === voteType
            ? PostMessages.voteUnchanged
            : PostMessages.voteRecorded,
      };
    });
    await this.announce({
      postId,
      upvotes: result.upvotes,
      downvotes: result.downvotes,
      unconstructiveVotes: result.unconstructiveVotes,
      moderated: result.moderationAction,
    });
    if (activated) await this.stormEvents.activated(activated);
    return result;
  }

  /**
   * The storm's quota settings and the voter's own answer in it, read before the vote's transaction;
   * null once the storm is closed (a closed storm takes no new participation: votes on its answers
   * still count as votes, not toward anyone's quota).
   */
  private async quotaOf(stormId: string, userId: string) {
    const [storm, own] = await Promise.all([this.storms.storm(stormId), this.storms.participation(stormId, userId)]);
    return storm && isStormOpen(storm) ? { storm, ownPostId: own?.postId ?? null } : null;
  }

  /**
   * After the commit, on topics.postVotes (Subscription.postVotesChanged). Best effort: the vote
   * stands even when Redis is down. Subscribers re-read the counts they may see, so a message
   * overtaken by a later vote's does not leave them stale.
   */
  private async announce(message: PostVotesMessage): Promise<void> {
    try {
      await this.redis.publish(topics.postVotes(message.postId), JSON.stringify(message));
    } catch (err) {
      this.logger.warn({ err, postId: message.postId }, 'post vote counts not announced');
    }
  }
}
