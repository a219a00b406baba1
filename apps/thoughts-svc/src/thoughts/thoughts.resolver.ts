import { Args, Context, ID, Info, Int, Mutation, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { requireUserId, selectedFieldsOf, type GqlContext } from '@hivemind/common/nest';
import type { GraphQLResolveInfo } from 'graphql';
import { Thought, ThoughtsFeed } from './thought.model.js';
import { ThoughtStagesService } from './thought-stages.service.js';
import { ThoughtsService, type ThoughtsFeedPage } from './thoughts.service.js';

@Resolver(() => Thought)
export class ThoughtsResolver {
  constructor(
    private readonly service: ThoughtsService,
    private readonly stages: ThoughtStagesService,
  ) {}

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

  /**
   * The MyThoughts portal: 20 per page, filters and search (spec 3 §2.1, §7). The filter options (two
   * more queries) only when the selection asks for them.
   */
  @Query(() => ThoughtsFeed)
  thoughtsFeed(
    @Context() ctx: GqlContext,
    @Info() info: GraphQLResolveInfo,
    @Args('page', { type: () => Int, nullable: true }) page: number | null,
    @Args('limit', { type: () => Int, nullable: true }) limit: number | null,
    @Args('category', { type: () => String, nullable: true }) category: string | null,
    @Args('thoughtType', { type: () => String, nullable: true }) thoughtType: string | null,
    @Args('search', { type: () => String, nullable: true }) search: string | null,
  ): Promise<ThoughtsFeedPage> {
    const withFilterOptions = selectedFieldsOf(info, 'ThoughtsFeed').has('filterOptions');
    return this.service.feed(requireUserId(ctx), { page, limit, category, thoughtType, search }, withFilterOptions);
  }

  /**
   * Captures a thought and runs its whole processing (progress on the thoughtProgress subscription):
   * with `selectedListIds` its items go into those lists, otherwise the member's active lists are matched.
   */
  @Mutation(() => Thought)
  captureThought(
    @Context() ctx: GqlContext,
    @Args('text', { type: () => String }) text: string,
    @Args('clientRequestId', { type: () => String }) clientRequestId: string,
    @Args('selectedListIds', { type: () => [ID], nullable: true }) selectedListIds: string[] | null,
  ): Promise<Thought> {
    return this.service.capture({
      userId: requireUserId(ctx),
      text,
      clientRequestId,
      correlationId: ctx.user.correlationId,
      selectedListIds,
    });
  }

  /** Creates a thought without processing it (REST POST /api/thoughts/create; stages follow one by one). */
  @Mutation(() => Thought)
  createThought(
    @Context() ctx: GqlContext,
    @Args('text', { type: () => String }) text: string,
    @Args('clientRequestId', { type: () => String }) clientRequestId: string,
  ): Promise<Thought> {
    return this.service.create({
      userId: requireUserId(ctx),
      text,
      clientRequestId,
      correlationId: ctx.user.correlationId,
    });
  }

  @Mutation(() => Thought)
  classifyThought(
    @Context() ctx: GqlContext,
    @Args('thoughtId', { type: () => ID }) thoughtId: string,
    @Args('content', { type: () => String }) content: string,
  ): Promise<Thought> {
    return this.stages.classify({
      userId: requireUserId(ctx),
      thoughtId,
      content,
      correlationId: ctx.user.correlationId,
    });
  }

  @Mutation(() => Thought)
  formatThought(
    @Context() ctx: GqlContext,
    @Args('thoughtId', { type: () => ID }) thoughtId: string,
    @Args('content', { type: () => String }) content: string,
  ): Promise<Thought> {
    return this.stages.format({
      userId: requireUserId(ctx),
      thoughtId,
      content,
      correlationId: ctx.user.correlationId,
    });
  }

  @Mutation(() => Thought)
  vectorizeThought(
    @Context() ctx: GqlContext,
    @Args('thoughtId', { type: () => ID }) thoughtId: string,
    @Args('content', { type: () => String }) content: string,
  ): Promise<Thought> {
    return this.stages.vectorize({
      userId: requireUserId(ctx),
      thoughtId,
      content,
      correlationId: ctx.user.correlationId,
    });
  }

  /** Thoughts are private: a reference resolves only for its owner. */
  @ResolveReference()
  async resolveReference(ref: { __typename: string; id: string }, ctx: GqlContext): Promise<Thought | null> {
    return ctx.user.userId ? this.service.findOwned(ctx.user.userId, ref.id) : null;
  }
}
