import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { BulkUpdateListItems, DeletedListItems, ListItem, ListItemsPage } from './list-item.model.js';
import { ListItemsService } from './list-items.service.js';

@Resolver(() => ListItem)
export class ListItemsResolver {
  constructor(private readonly service: ListItemsService) {}

  /** The list portal's items: rejected ones left out, pending first, completed last. */
  @Query(() => ListItemsPage)
  listItems(
    @Context() ctx: GqlContext,
    @Args('listId', { type: () => ID }) listId: string,
    @Args('page', { type: () => Int, nullable: true }) page: number | null,
    @Args('limit', { type: () => Int, nullable: true }) limit: number | null,
  ): Promise<ListItemsPage> {
    return this.service.pageOfList(requireUserId(ctx), listId, page, limit);
  }

  /** A thought's items in the member's lists; `status` pending or approved (absent: both). */
  @Query(() => [ListItem])
  thoughtListItems(
    @Context() ctx: GqlContext,
    @Args('thoughtId', { type: () => ID }) thoughtId: string,
    @Args('status', { type: () => String, nullable: true }) status: string | null,
  ): Promise<ListItem[]> {
    return this.service.byThought(requireUserId(ctx), thoughtId, status);
  }

  /** Approve, reject or move back to pending (`status`), or complete / mark incomplete (`completed`). */
  @Mutation(() => ListItem)
  updateListItem(
    @Context() ctx: GqlContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('status', { type: () => String, nullable: true }) status: string | null,
    @Args('completed', { type: () => Boolean, nullable: true }) completed: boolean | null,
  ): Promise<ListItem> {
    return this.service.update(requireUserId(ctx), id, { status, completed });
  }

  /** Answers the deleted item's id. */
  @Mutation(() => ID)
  deleteListItem(@Context() ctx: GqlContext, @Args('id', { type: () => ID }) id: string): Promise<string> {
    return this.service.delete(requireUserId(ctx), id);
  }

  @Mutation(() => BulkUpdateListItems)
  bulkUpdateListItems(
    @Context() ctx: GqlContext,
    @Args('itemIds', { type: () => [ID] }) itemIds: string[],
    @Args('status', { type: () => String }) status: string,
  ): Promise<BulkUpdateListItems> {
    return this.service.bulkUpdate(requireUserId(ctx), itemIds, status);
  }

  /** Deletes the list's completed items, and only those. */
  @Mutation(() => DeletedListItems)
  deleteCompletedListItems(
    @Context() ctx: GqlContext,
    @Args('listId', { type: () => ID }) listId: string,
  ): Promise<DeletedListItems> {
    return this.service.deleteCompleted(requireUserId(ctx), listId);
  }

  /** Runs list matching on a thought now (the stage-by-stage capture); matches arrive pending. */
  @Mutation(() => [ListItem])
  matchThoughtToLists(
    @Context() ctx: GqlContext,
    @Args('thoughtId', { type: () => ID }) thoughtId: string,
    @Args('content', { type: () => String }) content: string,
  ): Promise<ListItem[]> {
    return this.service.matchThought(requireUserId(ctx), thoughtId, content, ctx.user.correlationId);
  }

  /** Items of the thought in lists the member chose (approved at once). */
  @Mutation(() => [ListItem])
  createListItemsDirect(
    @Context() ctx: GqlContext,
    @Args('thoughtId', { type: () => ID }) thoughtId: string,
    @Args('content', { type: () => String }) content: string,
    @Args('listIds', { type: () => [ID] }) listIds: string[],
  ): Promise<ListItem[]> {
    return this.service.createDirect(requireUserId(ctx), thoughtId, content, listIds);
  }
}
