import { Args, Context, ID, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '@hivemind/common/nest';
import { HivePermissionsResult } from './permissions.model.js';
import { PermissionsService } from './permissions.service.js';

@Resolver()
export class PermissionsResolver {
  constructor(private readonly permissions: PermissionsService) {}

  /** POST /api/permissions/check-hive: guests get false for both. */
  @Query(() => HivePermissionsResult)
  hivePermissions(
    @Context() ctx: GqlContext,
    @Args('hiveId', { type: () => ID }) hiveId: string,
  ): Promise<HivePermissionsResult> {
    return this.permissions.check(hiveId, ctx.user?.userId ?? null);
  }
}
