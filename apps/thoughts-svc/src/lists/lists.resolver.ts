import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { List, ListInput, ListsPage } from './list.model.js';
import { ListsService } from './lists.service.js';

@Resolver(() => List)
export class ListsResolver {
  constructor(private readonly service: ListsService) {}

  /** The lists portal: paged, searchable; `activeOnly` for the capture area's chooser (spec 1 §7). */
  @Query(() => ListsPage)
  lists(
    @Context() ctx: GqlContext,
    @Args('page', { type: () => Int, nullable: true }) page: number | null,
    @Args('limit', { type: () => Int, nullable: true }) limit: number | null,
    @Args('search', { type: () => String, nullable: true }) search: string | null,
    @Args('activeOnly', { type: () => Boolean, nullable: true }) activeOnly: boolean | null,
  ): Promise<ListsPage> {
    return this.service.page(requireUserId(ctx), { page, limit, search, activeOnly });
  }

  /** Null when missing or another member's. */
  @Query(() => List, { nullable: true })
  list(@Context() ctx: GqlContext, @Args('id', { type: () => ID }) id: string): Promise<List | null> {
    return this.service.findOwned(requireUserId(ctx), id);
  }

  @Mutation(() => List)
  createList(@Context() ctx: GqlContext, @Args('input', { type: () => ListInput }) input: ListInput): Promise<List> {
    return this.service.create(requireUserId(ctx), input);
  }

  @Mutation(() => List)
  updateList(
    @Context() ctx: GqlContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => ListInput }) input: ListInput,
  ): Promise<List> {
    return this.service.update(requireUserId(ctx), id, input);
  }
}
