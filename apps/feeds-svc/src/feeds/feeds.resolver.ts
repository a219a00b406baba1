import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { Post } from '../posts/post.model.js';
import { FeedsService } from './feeds.service.js';

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
    @Args('category', { type: () => String, nullable: true }) category: string | null,
    @Args('thoughtType', { type: () => String, nullable: true }) thoughtType: string | null,
    @Args('voteFilter', { type: () => String, nullable: true }) voteFilter: string | null,
    @Args('sortBy', { type: () => String, nullable: true }) sortBy: string | null,
    @Args('search', { type: () => String, nullable: true }) search: string | null,
  ): Promise<Post[]> {
    return this.feeds.media(ctx.user.userId, { offset, first, category, thoughtType, voteFilter, sortBy, search });
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
  ): Promise<Post[]> {
    return this.feeds.mine(requireUserId(ctx), { offset, first });
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
