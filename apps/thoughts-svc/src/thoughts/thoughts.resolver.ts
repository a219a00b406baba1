import { Args, Context, ID, Int, Mutation, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { Thought } from './thought.model.js';
import { ThoughtsService } from './thoughts.service.js';

@Resolver(() => Thought)
export class ThoughtsResolver {
  constructor(private readonly service: ThoughtsService) {}

  @Query(() => Thought, { nullable: true })
  thought(@Context() ctx: GqlContext, @Args('id', { type: () => ID }) id: string): Promise<Thought | null> {
    return this.service.findOwned(requireUserId(ctx), id);
  }

  @Query(() => [Thought])
  myThoughts(
    @Context() ctx: GqlContext,
    @Args('limit', { type: () => Int, nullable: true }) limit: number | null,
  ): Promise<Thought[]> {
    return this.service.listOwned(requireUserId(ctx), limit);
  }

  @Mutation(() => Thought)
  captureThought(
    @Context() ctx: GqlContext,
    @Args('text', { type: () => String }) text: string,
    @Args('clientRequestId', { type: () => String }) clientRequestId: string,
  ): Promise<Thought> {
    return this.service.capture({
      userId: requireUserId(ctx),
      text,
      clientRequestId,
      correlationId: ctx.user.correlationId,
    });
  }

  /** Thoughts are private: a reference resolves only for its owner. */
  @ResolveReference()
  async resolveReference(ref: { __typename: string; id: string }, ctx: GqlContext): Promise<Thought | null> {
    return ctx.user.userId ? this.service.findOwned(ctx.user.userId, ref.id) : null;
  }
}
