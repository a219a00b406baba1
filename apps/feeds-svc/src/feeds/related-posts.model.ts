import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import type { Post } from '../posts/post.model.js';

@ObjectType()
export class FilterOptions {
  @Field(() => [String])
  categories!: string[];

  @Field(() => [String])
  thoughtTypes!: string[];
}

/**
 * GET /api/posts/{id}/related's answer (spec 2 §7). `posts` and `filterOptions` are served by field
 * resolvers (RelatedPostsResolver), not declared here: object-typed fields of a loaded class would pull Post into
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
