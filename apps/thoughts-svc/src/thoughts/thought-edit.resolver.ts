import { Args, Context, Float, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { RelatedSummary, RelatedThoughts, Thought } from './thought.model.js';
import { ThoughtEditService } from './thought-edit.service.js';

/** Editing, related thoughts and Past Thinking insights of one of the member's thoughts (spec 3 §2.2, §2.3). */
@Resolver()
export class ThoughtEditResolver {
  constructor(private readonly service: ThoughtEditService) {}

  @Query(() => RelatedThoughts)
  relatedThoughts(
    @Context() ctx: GqlContext,
    @Args('thoughtId', { type: () => ID }) thoughtId: string,
    @Args('page', { type: () => Int, nullable: true }) page: number | null,
    @Args('limit', { type: () => Int, nullable: true }) limit: number | null,
    @Args('category', { type: () => String, nullable: true }) category: string | null,
    @Args('thoughtType', { type: () => String, nullable: true }) thoughtType: string | null,
    @Args('threshold', {
      type: () => Float,
      nullable: true,
      description: 'Minimum similarity (1 − distance), default 0.1',
    })
    threshold: number | null,
  ): Promise<RelatedThoughts> {
    return this.service.related(requireUserId(ctx), thoughtId, { page, limit, category, thoughtType, threshold });
  }

  @Query(() => RelatedSummary)
  relatedSummary(
    @Context() ctx: GqlContext,
    @Args('thoughtId', { type: () => ID }) thoughtId: string,
  ): Promise<RelatedSummary> {
    return this.service.relatedSummary(requireUserId(ctx), thoughtId, ctx.user.correlationId);
  }

  /** A preview of the content rewritten by an action (punchy, simplify, clarify, bullets-numbers, custom). */
  @Mutation(() => String)
  enhanceThoughtPreview(
    @Context() ctx: GqlContext,
    @Args('content', { type: () => String }) content: string,
    @Args('action', { type: () => String }) action: string,
    @Args('instructions', { type: () => String, nullable: true }) instructions: string | null,
  ): Promise<string> {
    return this.service.enhancePreview({
      userId: requireUserId(ctx),
      content,
      action,
      instructions,
      correlationId: ctx.user.correlationId,
    });
  }

  @Mutation(() => Thought)
  resetThought(@Context() ctx: GqlContext, @Args('thoughtId', { type: () => ID }) thoughtId: string): Promise<Thought> {
    return this.service.reset(requireUserId(ctx), thoughtId, ctx.user.correlationId);
  }

  @Mutation(() => Thought)
  updateThoughtContent(
    @Context() ctx: GqlContext,
    @Args('thoughtId', { type: () => ID }) thoughtId: string,
    @Args('content', { type: () => String }) content: string,
  ): Promise<Thought> {
    return this.service.updateContent(requireUserId(ctx), thoughtId, content, ctx.user.correlationId);
  }
}
