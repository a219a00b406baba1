import { Args, Context, ID, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '@hivemind/common/nest';
import { HiveReadModelRepository } from '../hive-read-model/hive-read-model.repository.js';
import { PostException } from '../posts/posts.exception.js';
import { isUuid } from '../posts/posts.rules.js';
import { HivePermissionsResult } from './permissions.model.js';
import { PermissionsService } from './permissions.service.js';

@Resolver()
export class PermissionsResolver {
  constructor(
    private readonly permissions: PermissionsService,
    private readonly hives: HiveReadModelRepository,
  ) {}

  /** POST /api/permissions/check-hive: guests get false for both. */
  @Query(() => HivePermissionsResult)
  async hivePermissions(
    @Context() ctx: GqlContext,
    @Args('hiveId', { type: () => ID }) hiveId: string,
  ): Promise<HivePermissionsResult> {
    if (!isUuid(hiveId) || !(await this.hives.exists(hiveId))) throw PostException.hiveNotFound();
    return this.permissions.inHive(hiveId, ctx.user?.userId ?? null);
  }
}
