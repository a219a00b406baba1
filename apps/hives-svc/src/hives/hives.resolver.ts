import { Args, Context, ID, Int, Mutation, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { requireUserId, selectedFieldsOf, type GqlContext } from '@hivemind/common/nest';
import DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import { HIVE_VIEWER_FIELDS, type HiveRowView } from './hive-views.service.js';
import { Hive, HivePage, HiveRef, UpdateHiveInput } from './hive.model.js';
import { HivesService } from './hives.service.js';

@Resolver(() => Hive)
export class HivesResolver {
  /**
   * Loaders per request (keyed by its context object): the gateway resolves the hive of every post
   * of a feed page through _entities, and this turns those references into one query; a second loader
   * serves references that ask only the hive's own fields (a feed's `hive { name logo }`), without the
   * counts and viewer relation that cost several more.
   */
  private readonly loaders = new WeakMap<GqlContext, DataLoader<string, Hive | null>>();
  private readonly rowLoaders = new WeakMap<GqlContext, DataLoader<string, HiveRowView | null>>();

  constructor(private readonly service: HivesService) {}

  private loader(ctx: GqlContext): DataLoader<string, Hive | null> {
    let loader = this.loaders.get(ctx);
    if (loader === undefined) {
      loader = new DataLoader((ids: readonly string[]) => this.service.findByIds(ids, ctx.user.userId));
      this.loaders.set(ctx, loader);
    }
    return loader;
  }

  private rowLoader(ctx: GqlContext): DataLoader<string, HiveRowView | null> {
    let loader = this.rowLoaders.get(ctx);
    if (loader === undefined) {
      loader = new DataLoader((ids: readonly string[]) => this.service.rowViewsByIds(ids));
      this.rowLoaders.set(ctx, loader);
    }
    return loader;
  }

  /** Any hive, as the caller sees it (guests too: public squares are readable by all). */
  @Query(() => Hive, { nullable: true })
  hive(@Context() ctx: GqlContext, @Args('id', { type: () => ID }) id: string): Promise<Hive | null> {
    return this.service.findById(id, ctx.user.userId);
  }

  @Query(() => [Hive])
  hives(
    @Context() ctx: GqlContext,
    @Args('search', { type: () => String, nullable: true }) search: string | null,
    @Args('limit', { type: () => Int, nullable: true }) limit: number | null,
  ): Promise<Hive[]> {
    return this.service.search(search, limit, ctx.user.userId);
  }

  /** The signed-in user's hives: member of, or following. */
  @Query(() => [Hive])
  myHives(
    @Context() ctx: GqlContext,
    @Args('search', { type: () => String, nullable: true }) search: string | null,
  ): Promise<Hive[]> {
    return this.service.mine(requireUserId(ctx), search);
  }

  /** Listed hives the caller is not a member of; type School when neither search nor type is given. */
  @Query(() => HivePage)
  allHives(
    @Context() ctx: GqlContext,
    @Args('page', { type: () => Int, nullable: true }) page: number | null,
    @Args('limit', { type: () => Int, nullable: true }) limit: number | null,
    @Args('search', { type: () => String, nullable: true }) search: string | null,
    @Args('type', { type: () => String, nullable: true }) type: string | null,
  ): Promise<HivePage> {
    return this.service.page(ctx.user.userId, { page, limit, search, type });
  }

  @Query(() => [HiveRef])
  hiveHierarchy(@Args('id', { type: () => ID }) id: string): Promise<HiveRef[]> {
    return this.service.hierarchy(id);
  }

  @Query(() => [HiveRef])
  localizationHives(
    @Args('type', { type: () => String }) type: string,
    @Args('parentId', { type: () => ID, nullable: true }) parentId: string | null,
    @Args('search', { type: () => String, nullable: true }) search: string | null,
  ): Promise<HiveRef[]> {
    return this.service.localization(type, parentId, search);
  }

  @Mutation(() => Hive)
  createHive(
    @Context() ctx: GqlContext,
    @Args('name', { type: () => String }) name: string,
    @Args('type', { type: () => String }) type: string,
  ): Promise<Hive> {
    return this.service.create(requireUserId(ctx), { name, type });
  }

  @Mutation(() => Hive)
  updateHive(
    @Context() ctx: GqlContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => UpdateHiveInput }) input: UpdateHiveInput,
  ): Promise<Hive> {
    return this.service.update(id, requireUserId(ctx), input);
  }

  /**
   * A hive the gateway refers to. When the selection asks none of the counts or viewer fields, the row
   * alone answers: those fields are then absent, so a selection this check missed would fail as a
   * non-null error instead of answering wrong counts.
   */
  @ResolveReference()
  resolveReference(
    ref: { __typename: string; id: string },
    ctx: GqlContext,
    info: GraphQLResolveInfo,
  ): Promise<Hive | HiveRowView | null> {
    const selected = selectedFieldsOf(info, 'Hive');
    if (HIVE_VIEWER_FIELDS.some((f) => selected.has(f))) return this.loader(ctx).load(ref.id);
    return this.rowLoader(ctx).load(ref.id);
  }
}
