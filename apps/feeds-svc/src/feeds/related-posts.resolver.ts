import { Args, Context, Float, ID, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '@hivemind/common/nest';
import { Post } from '../posts/post.model.js';
import { PresentedPosts } from '../posts/presented-posts.scalar.js';
import { FilterOptions, RelatedPostsResult } from './related-posts.model.js';
import { RelatedPostsService } from './related-posts.service.js';

@Resolver(() => RelatedPostsResult)
export class RelatedPostsResolver {
  constructor(private readonly related: RelatedPostsService) {}

  @ResolveField('posts', () => [Post])
  posts(@Parent() result: RelatedPostsResult): Post[] {
    return result.posts;
  }

  /** The same posts as one leaf, already shaped (PresentedPosts): what the REST facade reads. */
  @ResolveField('presentedPosts', () => PresentedPosts, {
    description: 'posts, already shaped as one JSON leaf (PresentedPosts): for the REST facade',
  })
  presentedPosts(@Parent() result: RelatedPostsResult): Post[] {
    return result.posts;
  }

  @ResolveField('filterOptions', () => FilterOptions)
  filterOptions(@Parent() result: RelatedPostsResult): FilterOptions {
    return result.filterOptions;
  }

  @Query(() => RelatedPostsResult)
  relatedPosts(
    @Context() ctx: GqlContext,
    @Args('postId', { type: () => ID }) postId: string,
    @Args('offset', { type: () => Int, nullable: true }) offset: number | null,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @Args('category', { type: () => String, nullable: true }) category: string | null,
    @Args('thoughtType', { type: () => String, nullable: true }) thoughtType: string | null,
    @Args('threshold', { type: () => Float, nullable: true }) threshold: number | null,
  ): Promise<RelatedPostsResult> {
    return this.related.related(ctx.user.userId, postId, { offset, first, category, thoughtType, threshold });
  }
}
