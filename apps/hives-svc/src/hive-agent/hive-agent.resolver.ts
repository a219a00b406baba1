import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { HiveAgentService } from './hive-agent.service.js';

@Resolver()
export class HiveAgentResolver {
  constructor(private readonly agent: HiveAgentService) {}

  /** Null when none were saved yet. Owners and admins only. */
  @Query(() => String, { nullable: true })
  hiveAgentInstructions(
    @Context() ctx: GqlContext,
    @Args('hiveId', { type: () => ID }) hiveId: string,
  ): Promise<string | null> {
    return this.agent.get(hiveId, requireUserId(ctx));
  }

  @Mutation(() => String)
  setHiveAgentInstructions(
    @Context() ctx: GqlContext,
    @Args('hiveId', { type: () => ID }) hiveId: string,
    @Args('instructions', { type: () => String }) instructions: string,
  ): Promise<string> {
    return this.agent.set(hiveId, requireUserId(ctx), instructions);
  }
}
