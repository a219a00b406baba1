import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { InternalOnly, requireUserId, type GqlContext } from '@hivemind/common/nest';
import { Hive } from './hive.model.js';
import { HiveLogoService } from './hive-logo.service.js';

/**
 * Internal-only: reached through the gateway's REST logo routes, which check the image, store the
 * bytes and then record (or clear) the served URL here.
 */
@Resolver(() => Hive)
@InternalOnly()
export class HiveLogoResolver {
  constructor(private readonly logos: HiveLogoService) {}

  @Mutation(() => Hive)
  setHiveLogo(
    @Context() ctx: GqlContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('logoUrl', { type: () => String }) logoUrl: string,
  ): Promise<Hive> {
    return this.logos.set(id, requireUserId(ctx), logoUrl);
  }

  @Mutation(() => Hive)
  removeHiveLogo(@Context() ctx: GqlContext, @Args('id', { type: () => ID }) id: string): Promise<Hive> {
    return this.logos.remove(id, requireUserId(ctx));
  }
}
