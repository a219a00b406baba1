import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import { HiveMessages } from '@hivemind/contracts';
import type { Hive } from '../hives/hive.model.js';
import { HiveViewsService } from '../hives/hive-views.service.js';
import { HiveException } from '../hives/hives.exception.js';
import { HIVE_ROW_SELECT, type HiveRow } from '../hives/hives.repository.js';
import { isUuid } from '../members/membership.js';
import type { HivesPrisma } from '../prisma.js';

/**
 * Following (spec 1 §4, §6): any signed-in user may follow a hive that allows followers; unfollowing
 * is always allowed. Both are idempotent, so a retried toggle does no harm.
 */
@Injectable()
export class FollowsService {
  constructor(
    @Inject(PRISMA) private readonly prisma: HivesPrisma,
    private readonly views: HiveViewsService,
  ) {}

  async follow(hiveId: string, userId: string): Promise<Hive> {
    const hive = await this.requireHive(hiveId);
    if (!hive.allowFollowers) throw HiveException.forbidden(HiveMessages.followNotAllowed);
    await this.prisma.hiveFollow.createMany({ data: [{ hiveId, userId }], skipDuplicates: true });
    return this.views.one(hive, userId);
  }

  async unfollow(hiveId: string, userId: string): Promise<Hive> {
    const hive = await this.requireHive(hiveId);
    await this.prisma.hiveFollow.deleteMany({ where: { hiveId, userId } });
    return this.views.one(hive, userId);
  }

  private async requireHive(hiveId: string): Promise<HiveRow> {
    const hive = isUuid(hiveId)
      ? await this.prisma.hive.findUnique({ where: { id: hiveId }, select: HIVE_ROW_SELECT })
      : null;
    if (!hive) throw HiveException.notFound();
    return hive;
  }
}
