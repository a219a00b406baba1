import { Args, Context, ID, Int, Mutation, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { Hive } from './hive.model.js';
import { HivesService } from './hives.service.js';

@Resolver(() => Hive)
export class HivesResolver {
  constructor(private readonly service: HivesService) {}

  @Query(() => Hive, { nullable: true })
  hive(@Args('id', { type: () => ID }) id: string): Promise<Hive | null> {
    return this.service.findById(id);
  }

  @Query(() => [Hive])
  hives(
    @Args('search', { type: () => String, nullable: true }) search: string | null,
    @Args('limit', { type: () => Int, nullable: true }) limit: number | null,
  ): Promise<Hive[]> {
    return this.service.search(search, limit);
  }

  @Mutation(() => Hive)
  createHive(
    @Context() ctx: GqlContext,
    @Args('name', { type: () => String }) name: string,
    @Args('type', { type: () => String }) type: string,
  ): Promise<Hive> {
    return this.service.create(requireUserId(ctx), { name, type });
  }

  @ResolveReference()
  resolveReference(ref: { __typename: string; id: string }): Promise<Hive | null> {
    return this.service.findById(ref.id);
  }
}
