import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { Hive, LaunchHiveResult } from '../hives/hive.model.js';
import { HiveLaunchService } from './hive-launch.service.js';

@Resolver(() => Hive)
export class HiveLaunchResolver {
  constructor(private readonly launches: HiveLaunchService) {}

  /** Launch New Hive: name, invite emails (items may hold several, comma or line separated), type. */
  @Mutation(() => LaunchHiveResult)
  launchHive(
    @Context() ctx: GqlContext,
    @Args('name', { type: () => String }) name: string,
    @Args('emails', { type: () => [String] }) emails: string[],
    @Args('type', { type: () => String, nullable: true }) type: string | null,
  ): Promise<LaunchHiveResult> {
    return this.launches.launch(requireUserId(ctx), { name, emails, type });
  }
}
