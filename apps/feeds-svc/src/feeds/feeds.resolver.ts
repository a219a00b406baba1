import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { HiveReference, Post } from '../posts/post.model.js';
import { PresentedPosts } from '../posts/presented-posts.scalar.js';
import { MediaFeedArgs } from './feeds.model.js';
import { FeedsService, type AllSeenMemo } from './feeds.service.js';

/** One all-posts-seen memo per GraphQL request (the context object lives as long as the request). */
const memos = new WeakMap<GqlContext, AllSeenMemo>();
function allSeenMemo(ctx: GqlContext): AllSeenMemo {
  let memo = memos.get(ctx);
  if (!memo) memos.set(ctx, (memo = new Map()));
  return memo;
}

/**
 * Feeds answer plain lists of posts: `first` posts after `offset` (ask for one more than a page to
 * learn whether more follow). No wrapper object type with a Post field: Nest registers the field
 * types of every loaded object type globally, which would pull the Post entity into other subgraphs
 * built in the same process (the composition test).
 */
@Resolver()
export class FeedsResolver {
  constructor(private readonly feeds: FeedsService) {}

  @Query(() => [Post])
  mediaFeed(
    @Context() ctx: GqlContext,
    @Args('offset', { type: () => Int, nullable: true }) offset: number | null,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @Args() filters: MediaFeedArgs,
  ): Promise<Post[]> {
    return this.feeds.media(ctx.user.userId, { offset, first, ...filters }, allSeenMemo(ctx));
  }

  /**
   * The same page as mediaFeed, already shaped as one JSON leaf (PresentedPosts): what the REST
   * facade reads, without executing each post's fields in two GraphQL engines.
   */
  @Query(() => PresentedPosts, {
    description: 'mediaFeed, already shaped as one JSON leaf (PresentedPosts): for the REST facade',
  })
  mediaFeedPresented(
    @Context() ctx: GqlContext,
    @Args('offset', { type: () => Int, nullable: true }) offset: number | null,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @Args() filters: MediaFeedArgs,
  ): Promise<Post[]> {
    return this.mediaFeed(ctx, offset, first, filters);
  }

  /**
   * The media feed's all_posts_seen state for the same filters (spec 2 §2.3): true when the
   * signed-in viewer has seen every recent post and mediaFeed answers older posts to review. Asked
   * beside mediaFeed in one request, it is computed once for both.
   */
  @Query(() => Boolean)
  mediaFeedAllPostsSeen(@Context() ctx: GqlContext, @Args() filters: MediaFeedArgs): Promise<boolean> {
    return this.feeds.mediaAllPostsSeen(ctx.user.userId, filters, allSeenMemo(ctx));
  }

  /**
   * pagination.total of a podcast's or an episode's feed: the posts mediaFeed shows across all pages
   * for the same filters (podcastId or podcastEpisodeId required). Asked beside mediaFeed in one
   * request, the all-posts-seen state is computed once for both.
   */
  @Query(() => Int)
  mediaFeedTotal(@Context() ctx: GqlContext, @Args() filters: MediaFeedArgs): Promise<number> {
    return this.feeds.mediaTotal(ctx.user.userId, filters, allSeenMemo(ctx));
  }

  /** GET /api/web-pages/{id}/feed: the posts drawn from the web page, newest first. */
  @Query(() => [Post])
  webPageFeed(
    @Context() ctx: GqlContext,
    @Args('webPageId', { type: () => ID }) webPageId: string,
    @Args('offset', { type: () => Int, nullable: true }) offset: number | null,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
  ): Promise<Post[]> {
    return this.feeds.webPage(ctx.user.userId, webPageId, { offset, first });
  }

  /** visible, locked (non-member of a private hive) or needs_post (a member who has not posted yet). */
  @Query(() => String)
  hiveFeedState(@Context() ctx: GqlContext, @Args('hiveId', { type: () => ID }) hiveId: string): Promise<string> {
    return this.feeds.hiveState(ctx.user.userId, hiveId);
  }

  @Query(() => [Post])
  hiveFeed(
    @Context() ctx: GqlContext,
    @Args('hiveId', { type: () => ID }) hiveId: string,
    @Args('offset', { type: () => Int, nullable: true }) offset: number | null,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
  ): Promise<Post[]> {
    return this.feeds.hive(ctx.user.userId, hiveId, { offset, first });
  }

  @Query(() => [Post])
  myPosts(
    @Context() ctx: GqlContext,
    @Args('offset', { type: () => Int, nullable: true }) offset: number | null,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @Args('hiveId', { type: () => ID, nullable: true }) hiveId: string | null,
    @Args('category', { type: () => String, nullable: true }) category: string | null,
    @Args('thoughtType', { type: () => String, nullable: true }) thoughtType: string | null,
    @Args('search', { type: () => String, nullable: true }) search: string | null,
  ): Promise<Post[]> {
    return this.feeds.mine(requireUserId(ctx), { offset, first, hiveId, category, thoughtType, search });
  }

  /** The hives the signed-in author has posted in (My Posts' Hives filter); names come from hives-svc. */
  @Query(() => [HiveReference])
  async myPostHives(@Context() ctx: GqlContext): Promise<HiveReference[]> {
    return (await this.feeds.myPostHiveIds(requireUserId(ctx))).map((id) => ({ id }));
  }

  /** GET /api/hives/{id}/user-drops-check: whether the signed-in user has posted in the hive. */
  @Query(() => Boolean)
  hasPostsInHive(@Context() ctx: GqlContext, @Args('hiveId', { type: () => ID }) hiveId: string): Promise<boolean> {
    return this.feeds.hasPostsInHive(requireUserId(ctx), hiveId);
  }

  /** Answers how many of the posts were newly marked as seen. */
  @Mutation(() => Int)
  markPostsViewed(
    @Context() ctx: GqlContext,
    @Args('postIds', { type: () => [ID] }) postIds: string[],
  ): Promise<number> {
    return this.feeds.markViewed(requireUserId(ctx), postIds);
  }
}
