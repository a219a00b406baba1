import {
  Args,
  Context,
  Field,
  Float,
  ID,
  Int,
  ObjectType,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import type { GqlContext } from '@hivemind/common/nest';
import { Post } from '../posts/post.model.js';
import { RelatedPostsService } from './related-posts.service.js';

@ObjectType()
export class FilterOptions {
  @Field(() => [String])
  categories!: string[];

  @Field(() => [String])
  thoughtTypes!: string[];
}

/**
 * GET /api/posts/{id}/related's answer (spec 2 §7). `posts` and `filterOptions` are served by field
 * resolvers below, not declared here: object-typed fields of a loaded class would pull Post into
 * every subgraph built in the same process (see FeedsResolver).
 */
@ObjectType()
export class RelatedPostsResult {
  /** Nearest first; each with similarityScore = cosine distance. */
  posts!: Post[];

  @Field(() => Boolean)
  hasMore!: boolean;

  @Field(() => Float)
  similarityThresholdUsed!: number;

  @Field(() => Int)
  totalMatchesFound!: number;

  filterOptions!: FilterOptions;
}

@Resolver(() => RelatedPostsResult)
export class RelatedPostsResolver {
  constructor(private readonly related: RelatedPostsService) {}

  @ResolveField('posts', () => [Post])
  posts(@Parent() result: RelatedPostsResult): Post[] {
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
