import { Injectable } from '@nestjs/common';
import { isUuid, pageWindow } from '@hivemind/common';
import {
  MANAGING_HIVE_ROLES,
  STORM_DEFAULT_VOTE_REQUIREMENT,
  STORM_MAX_VOTE_REQUIREMENT,
  STORM_PROMPT_MAX_LENGTH,
  StormMessages,
  activationProgress,
  type HiveRole,
  type StormParticipationAction,
} from '@hivemind/contracts';
import { HiveException } from '../hive-read-model/hive-read-model.exception.js';
import { PermissionsService, type HivePermissions } from '../permissions/permissions.service.js';
import { PostsService } from '../posts/posts.service.js';
import { StormEvents } from '../storm-participation/storm-events.js';
import { StormParticipationRepository, type StormRow } from '../storm-participation/storm-participation.repository.js';
import { StormException } from '../storm-participation/storm.exception.js';
import { isStormOpen } from '../storm-participation/storm.rules.js';
import { StormCloser } from './storm-closer.js';
import type { Storm, StormFeed, StormParticipationStatus, StormSubmission, StormSummary } from './storm.model.js';
import { StormsRepository } from './storms.repository.js';

/** How many storms a listing answers at most. */
const STORM_LIST_SIZE = 50;

export interface CreateStormInput {
  prompt: string;
  voteSubmissionRequirement?: number | null;
  endsAt?: string | null;
}

export interface StormPageInput {
  page?: number | null;
  limit?: number | null;
}

/**
 * Storms (spec 2 §4 Storm participation; spec 4 POST /api/hives/{id}/storms, PATCH /api/storms/{id}):
 * owners and admins create and close them; the hive's members read them, take part, and vote their
 * way to activation (the quota itself: StormActivation, in the vote's transaction). Roles come from
 * feeds-svc's hive read model. An unknown storm is NOT_FOUND, a non-member FORBIDDEN.
 */
@Injectable()
export class StormsService {
  constructor(
    private readonly repo: StormsRepository,
    private readonly participation: StormParticipationRepository,
    private readonly permissions: PermissionsService,
    private readonly posts: PostsService,
    private readonly closer: StormCloser,
    private readonly events: StormEvents,
  ) {}

  async create(userId: string, hiveId: string, input: CreateStormInput): Promise<Storm> {
    const prompt = typeof input.prompt === 'string' ? input.prompt.trim() : '';
    if (prompt.length < 1 || prompt.length > STORM_PROMPT_MAX_LENGTH)
      throw StormException.badInput(StormMessages.promptRequired);
    const requirement = input.voteSubmissionRequirement ?? STORM_DEFAULT_VOTE_REQUIREMENT;
    if (!Number.isInteger(requirement) || requirement < 1 || requirement > STORM_MAX_VOTE_REQUIREMENT)
      throw StormException.badInput(StormMessages.badRequirement);
    const endsAt = parseEndsAt(input.endsAt);
    const hive = isUuid(hiveId) ? await this.repo.hive(hiveId) : null;
    if (!hive) throw HiveException.notFound();
    await this.requireManager(hiveId, userId);
    const row = await this.repo.create({ hiveId, prompt, voteSubmissionRequirement: requirement, endsAt });
    if (endsAt) await this.closer.schedule(row.id, endsAt);
    return present(row, hive);
  }

  /**
   * Closes or reopens the storm. Reopening a storm whose end time has passed clears that time (it
   * would close again at once); its closing job, if any, then finds nothing due.
   */
  async setActive(userId: string, stormId: string, isActive: boolean): Promise<Storm> {
    const storm = await this.find(stormId);
    await this.requireManager(storm.hiveId, userId);
    const expired = storm.endsAt !== null && storm.endsAt.getTime() <= Date.now();
    const row = await this.repo.update(stormId, { isActive, ...(isActive && expired ? { endsAt: null } : {}) });
    await this.events.participantsChanged(stormId);
    return this.presentRow(row);
  }

  /** GET /api/storms/{id}/hero. */
  async hero(userId: string, stormId: string): Promise<Storm> {
    const { storm } = await this.asMember(userId, stormId);
    return this.presentRow(storm);
  }

  /** GET /api/hives/{id}/storms: the hive's storms, newest first, for its members (the hive portal, storm management). */
  async ofHive(userId: string, hiveId: string): Promise<Storm[]> {
    const hive = isUuid(hiveId) ? await this.repo.hive(hiveId) : null;
    if (!hive) throw HiveException.notFound();
    if ((await this.permissions.inHive(hiveId, userId)).role === 'public') throw StormException.notMember();
    return (await this.repo.inHive(hiveId, STORM_LIST_SIZE)).map((row) => present(row, hive));
  }

  /** GET /api/storms: the open storms of the member's hives (the control portal). */
  async openForMember(userId: string): Promise<Storm[]> {
    const rows = await this.repo.openForMember(userId, STORM_LIST_SIZE);
    return Promise.all(rows.map((row) => this.presentRow(row)));
  }

  /** Participation counts of a storm the caller already read as a member. */
  summary(stormId: string): Promise<StormSummary> {
    return this.repo.summary(stormId);
  }

  /** GET /api/storms/{id}/participation. */
  async status(userId: string, stormId: string): Promise<StormParticipationStatus> {
    const { storm } = await this.asMember(userId, stormId);
    return this.statusOf(storm, userId);
  }

  /** GET /api/storms/{id}/submission-status. */
  async submission(userId: string, stormId: string): Promise<StormSubmission> {
    const { storm } = await this.asMember(userId, stormId);
    const p = await this.participation.participation(storm.id, userId);
    return { postId: p?.postId ?? null };
  }

  /**
   * POST /api/storms/{id}/participate: start a response (members who may post) or vote only
   * (members who may vote); a closed storm takes no new participation.
   */
  async participate(
    userId: string,
    stormId: string,
    action: StormParticipationAction,
  ): Promise<StormParticipationStatus> {
    const { storm, perms } = await this.asMember(userId, stormId);
    if (action === 'submit' && !perms.canPost) throw StormException.notMember();
    if (action === 'vote_only' && !perms.canVote) throw StormException.notMember();
    if (!isStormOpen(storm)) throw StormException.closed();
    await this.participation.join(storm.id, userId, action === 'vote_only');
    await this.events.participantsChanged(storm.id);
    return this.statusOf(storm, userId);
  }

  /**
   * GET /api/storms/{id}/vote-to-activate-feed: a batch (vote_submission_requirement by default) of
   * other members' answers the member has not voted on yet, with the progress of their own answer.
   */
  async voteFeed(userId: string, stormId: string, input: StormPageInput): Promise<StormFeed> {
    const { storm } = await this.asMember(userId, stormId);
    const w = this.window(storm, input);
    const ids = await this.repo.voteFeedIds(storm.id, userId, w.limit + 1, w.offset);
    const status = await this.statusOf(storm, userId);
    const posts = await this.page(ids, w.limit, userId);
    const remaining = status.activationProgress.requiredVotes - status.activationProgress.currentVotes;
    const message =
      posts.posts.length === 0
        ? StormMessages.allVoted
        : status.postActivatedAt
          ? StormMessages.activated
          : status.hasSubmitted && remaining > 0
            ? StormMessages.votesToGo(remaining)
            : StormMessages.voteOnAnswers;
    return { ...posts, page: w.page, limit: w.limit, activationProgress: status.activationProgress, message };
  }

  /** GET /api/storms/{id}/active-feed: activated answers of other members, in batches like the vote feed. */
  async activeFeed(userId: string, stormId: string, input: StormPageInput): Promise<StormFeed> {
    const { storm } = await this.asMember(userId, stormId);
    const w = this.window(storm, input);
    const ids = await this.repo.activeFeedIds(storm.id, userId, w.limit + 1, w.offset);
    const posts = await this.page(ids, w.limit, userId);
    const message =
      posts.posts.length === 0 && w.page === 1 ? StormMessages.noActiveAnswers : StormMessages.activeAnswers;
    return { ...posts, page: w.page, limit: w.limit, activationProgress: null, message };
  }

  /** The close-storm job: closes the storm if it is open and its end time has come. */
  async closeIfDue(stormId: string): Promise<boolean> {
    if (await this.repo.closeIfDue(stormId)) {
      await this.events.participantsChanged(stormId);
      return true;
    }
    // Run before its time (Redis's clock ahead of PostgreSQL's): fail, so BullMQ retries it with backoff.
    const storm = await this.participation.storm(stormId);
    if (storm && isStormOpen(storm) && storm.endsAt) throw new Error('storm not due yet; retried');
    return false;
  }

  /**
   * The periodic check (StormCloseCheck): closes every open storm past its end time, as its job would
   * (the same change, the same event), whichever of the two comes first; answers the storms it closed.
   */
  async closeAllDue(): Promise<string[]> {
    const closed = await this.repo.closeAllDue();
    await Promise.all(closed.map((stormId) => this.events.participantsChanged(stormId)));
    return closed;
  }

  private window(storm: StormRow, input: StormPageInput) {
    return pageWindow(input.page, input.limit, {
      fallback: storm.voteSubmissionRequirement,
      max: STORM_MAX_VOTE_REQUIREMENT,
    });
  }

  private async page(ids: string[], limit: number, userId: string): Promise<Pick<StormFeed, 'posts' | 'hasMore'>> {
    const shown = ids.slice(0, limit);
    return { posts: await this.posts.presentByIds(shown, userId, new Map()), hasMore: ids.length > limit };
  }

  private async statusOf(storm: StormRow, userId: string): Promise<StormParticipationStatus> {
    const [p, votes] = await Promise.all([
      this.participation.participation(storm.id, userId),
      this.participation.quotaVotes(storm.id, userId),
    ]);
    return {
      stormId: storm.id,
      hasSubmitted: Boolean(p?.postId),
      wantsToVoteOnly: p?.wantsToVoteOnly ?? false,
      postActivatedAt: p?.postActivatedAt ?? null,
      voteSubmissionRequirement: storm.voteSubmissionRequirement,
      activationProgress: activationProgress(votes, storm.voteSubmissionRequirement),
    };
  }

  private async find(stormId: string): Promise<StormRow> {
    const storm = isUuid(stormId) ? await this.participation.storm(stormId) : null;
    if (!storm) throw StormException.notFound();
    return storm;
  }

  /** The storm, for a member of its hive (any role); others are FORBIDDEN. */
  private async asMember(userId: string, stormId: string): Promise<{ storm: StormRow; perms: HivePermissions }> {
    const storm = await this.find(stormId);
    const perms = await this.permissions.inHive(storm.hiveId, userId);
    if (perms.role === 'public') throw StormException.notMember();
    return { storm, perms };
  }

  private async requireManager(hiveId: string, userId: string): Promise<void> {
    const { role } = await this.permissions.inHive(hiveId, userId);
    if (!MANAGING_HIVE_ROLES.includes(role as HiveRole)) throw StormException.notManager();
  }

  private async presentRow(row: StormRow): Promise<Storm> {
    const hive = await this.repo.hive(row.hiveId);
    return present(row, hive ?? { hiveId: row.hiveId, name: '', logo: null, type: 'other' });
  }
}

function present(row: StormRow, hive: { hiveId: string; name: string; logo: string | null; type: string }): Storm {
  return {
    ...row,
    hive: { id: hive.hiveId, name: hive.name, logo: hive.logo, type: hive.type },
  };
}

/** ends_at: absent or null for none; otherwise an ISO 8601 date and time in the future. */
function parseEndsAt(value: string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) throw StormException.badInput(StormMessages.badEndsAt);
  return at;
}
