import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { Hive } from '../hives/hive.model.js';
import { FollowsService } from './follows.service.js';

@Resolver(() => Hive)
export class FollowsResolver {
  constructor(private readonly follows: FollowsService) {}

  @Mutation(() => Hive)
  followHive(@Context() ctx: GqlContext, @Args('hiveId', { type: () => ID }) hiveId: string): Promise<Hive> {
    return this.follows.follow(hiveId, requireUserId(ctx));
  }

  @Mutation(() => Hive)
  unfollowHive(@Context() ctx: GqlContext, @Args('hiveId', { type: () => ID }) hiveId: string): Promise<Hive> {
    return this.follows.unfollow(hiveId, requireUserId(ctx));
  }
}
