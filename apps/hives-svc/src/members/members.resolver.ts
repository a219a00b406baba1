import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { Hive } from '../hives/hive.model.js';
import { HiveMember, OwnerCount } from './member.model.js';
import { MembersService } from './members.service.js';

@Resolver(() => HiveMember)
export class MembersResolver {
  constructor(private readonly members: MembersService) {}

  /** The team list; owners and admins only. */
  @Query(() => [HiveMember])
  hiveTeam(@Context() ctx: GqlContext, @Args('hiveId', { type: () => ID }) hiveId: string): Promise<HiveMember[]> {
    return this.members.team(hiveId, requireUserId(ctx));
  }

  @Query(() => OwnerCount)
  hiveOwnerCount(@Context() ctx: GqlContext, @Args('hiveId', { type: () => ID }) hiveId: string): Promise<OwnerCount> {
    return this.members.ownerCount(hiveId, requireUserId(ctx));
  }

  @Mutation(() => Hive)
  joinHive(@Context() ctx: GqlContext, @Args('hiveId', { type: () => ID }) hiveId: string): Promise<Hive> {
    return this.members.join(hiveId, requireUserId(ctx));
  }

  @Mutation(() => Boolean)
  leaveHive(@Context() ctx: GqlContext, @Args('hiveId', { type: () => ID }) hiveId: string): Promise<boolean> {
    return this.members.leave(hiveId, requireUserId(ctx));
  }

  /** memberId is the member's user id (spec 4). */
  @Mutation(() => HiveMember)
  setHiveMemberRole(
    @Context() ctx: GqlContext,
    @Args('hiveId', { type: () => ID }) hiveId: string,
    @Args('memberId', { type: () => ID }) memberId: string,
    @Args('role', { type: () => String }) role: string,
  ): Promise<HiveMember> {
    return this.members.setRole(hiveId, requireUserId(ctx), memberId, role);
  }

  @Mutation(() => Boolean)
  removeHiveMember(
    @Context() ctx: GqlContext,
    @Args('hiveId', { type: () => ID }) hiveId: string,
    @Args('memberId', { type: () => ID }) memberId: string,
  ): Promise<boolean> {
    return this.members.remove(hiveId, requireUserId(ctx), memberId);
  }
}
