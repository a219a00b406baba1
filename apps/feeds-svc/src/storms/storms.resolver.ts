import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { isStormParticipationAction, STORM_PARTICIPATION_ACTIONS } from '@hivemind/contracts';
import { Post } from '../posts/post.model.js';
import { StormException } from '../storm-participation/storm.exception.js';
import {
  Storm,
  StormActivationProgress,
  StormFeed,
  StormHive,
  StormParticipationStatus,
  StormSubmission,
  StormSummary,
} from './storm.model.js';
import { StormsService } from './storms.service.js';

@Resolver(() => StormFeed)
export class StormsResolver {
  constructor(private readonly storms: StormsService) {}

  @ResolveField('posts', () => [Post])
  posts(@Parent() feed: StormFeed): Post[] {
    return feed.posts;
  }

  @ResolveField('activationProgress', () => StormActivationProgress, { nullable: true })
  activationProgress(@Parent() feed: StormFeed): StormActivationProgress | null {
    return feed.activationProgress;
  }

  /** POST /api/hives/{id}/storms: owners and admins only. */
  @Mutation(() => Storm)
  createStorm(
    @Context() ctx: GqlContext,
    @Args('hiveId', { type: () => ID }) hiveId: string,
    @Args('prompt', { type: () => String }) prompt: string,
    @Args('voteSubmissionRequirement', { type: () => Int, nullable: true }) voteSubmissionRequirement: number | null,
    @Args('endsAt', { type: () => String, nullable: true, description: 'ISO 8601, in the future' })
    endsAt: string | null,
  ): Promise<Storm> {
    return this.storms.create(requireUserId(ctx), hiveId, { prompt, voteSubmissionRequirement, endsAt });
  }

  /** PATCH /api/storms/{id}: close or reopen; owners and admins only. */
  @Mutation(() => Storm)
  setStormActive(
    @Context() ctx: GqlContext,
    @Args('stormId', { type: () => ID }) stormId: string,
    @Args('isActive', { type: () => Boolean }) isActive: boolean,
  ): Promise<Storm> {
    return this.storms.setActive(requireUserId(ctx), stormId, isActive);
  }

  /** POST /api/storms/{id}/participate: action submit or vote_only. */
  @Mutation(() => StormParticipationStatus)
  participateInStorm(
    @Context() ctx: GqlContext,
    @Args('stormId', { type: () => ID }) stormId: string,
    @Args('action', { type: () => String }) action: string,
  ): Promise<StormParticipationStatus> {
    if (!isStormParticipationAction(action))
      throw StormException.badInput(`action must be one of ${STORM_PARTICIPATION_ACTIONS.join(', ')}`);
    return this.storms.participate(requireUserId(ctx), stormId, action);
  }

  /** GET /api/hives/{id}/storms: members of the hive; newest first, closed ones included. */
  @Query(() => [Storm])
  hiveStorms(@Context() ctx: GqlContext, @Args('hiveId', { type: () => ID }) hiveId: string): Promise<Storm[]> {
    return this.storms.ofHive(requireUserId(ctx), hiveId);
  }

  /** GET /api/storms: the open storms of the signed-in member's hives, newest first. */
  @Query(() => [Storm])
  myActiveStorms(@Context() ctx: GqlContext): Promise<Storm[]> {
    return this.storms.openForMember(requireUserId(ctx));
  }

  /** GET /api/storms/{id}/hero: members of the storm's hive. */
  @Query(() => Storm)
  storm(@Context() ctx: GqlContext, @Args('id', { type: () => ID }) id: string): Promise<Storm> {
    return this.storms.hero(requireUserId(ctx), id);
  }

  @Query(() => StormParticipationStatus)
  stormParticipation(
    @Context() ctx: GqlContext,
    @Args('stormId', { type: () => ID }) stormId: string,
  ): Promise<StormParticipationStatus> {
    return this.storms.status(requireUserId(ctx), stormId);
  }

  @Query(() => StormSubmission)
  stormSubmission(
    @Context() ctx: GqlContext,
    @Args('stormId', { type: () => ID }) stormId: string,
  ): Promise<StormSubmission> {
    return this.storms.submission(requireUserId(ctx), stormId);
  }

  /** Pages count from 1; the batch size defaults to the storm's vote_submission_requirement. */
  @Query(() => StormFeed)
  stormVoteFeed(
    @Context() ctx: GqlContext,
    @Args('stormId', { type: () => ID }) stormId: string,
    @Args('page', { type: () => Int, nullable: true }) page: number | null,
    @Args('limit', { type: () => Int, nullable: true }) limit: number | null,
  ): Promise<StormFeed> {
    return this.storms.voteFeed(requireUserId(ctx), stormId, { page, limit });
  }

  @Query(() => StormFeed)
  stormActiveFeed(
    @Context() ctx: GqlContext,
    @Args('stormId', { type: () => ID }) stormId: string,
    @Args('page', { type: () => Int, nullable: true }) page: number | null,
    @Args('limit', { type: () => Int, nullable: true }) limit: number | null,
  ): Promise<StormFeed> {
    return this.storms.activeFeed(requireUserId(ctx), stormId, { page, limit });
  }
}

/**
 * The object-typed fields of Storm and StormParticipationStatus, served here so that their types stay
 * in feeds-svc's schema only (see RelatedPostsResult).
 */
@Resolver(() => Storm)
export class StormFieldsResolver {
  constructor(private readonly storms: StormsService) {}

  /** Participation counts (storm management); only ever asked of a storm the caller read as a member. */
  @ResolveField('summary', () => StormSummary)
  summary(@Parent() storm: Storm): Promise<StormSummary> {
    return this.storms.summary(storm.id);
  }

  @ResolveField('hive', () => StormHive)
  hive(@Parent() storm: Storm): StormHive {
    return storm.hive;
  }
}

@Resolver(() => StormParticipationStatus)
export class StormStatusFieldsResolver {
  @ResolveField('activationProgress', () => StormActivationProgress)
  activationProgress(@Parent() status: StormParticipationStatus): StormActivationProgress {
    return status.activationProgress;
  }
}
