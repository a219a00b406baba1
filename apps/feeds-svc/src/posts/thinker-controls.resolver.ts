import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { Post } from './post.model.js';
import { ThinkerControlsService } from './thinker-controls.service.js';

@Resolver()
export class ThinkerControlsResolver {
  constructor(private readonly controls: ThinkerControlsService) {}

  /** PATCH /api/posts/{id}/toggle-visibility. */
  @Mutation(() => Post)
  togglePostVisibility(@Context() ctx: GqlContext, @Args('postId', { type: () => ID }) postId: string): Promise<Post> {
    return this.controls.toggleVisibility(requireUserId(ctx), postId);
  }

  /** PATCH /api/posts/{id}/classification. */
  @Mutation(() => Post)
  setPostClassification(
    @Context() ctx: GqlContext,
    @Args('postId', { type: () => ID }) postId: string,
    @Args('category', { type: () => String, nullable: true }) category: string | null,
    @Args('thoughtType', { type: () => String, nullable: true }) thoughtType: string | null,
  ): Promise<Post> {
    return this.controls.classify(requireUserId(ctx), postId, { category, thoughtType });
  }
}
