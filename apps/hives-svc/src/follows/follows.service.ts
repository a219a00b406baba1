import { Injectable } from '@nestjs/common';
import { HiveMessages } from '@hivemind/contracts';
import type { Hive } from '../hives/hive.model.js';
import { HiveViewsService } from '../hives/hive-views.service.js';
import { HiveException } from '../hives/hives.exception.js';
import { HivesService } from '../hives/hives.service.js';
import { FollowsRepository } from './follows.repository.js';

/**
 * Following (spec 1 §4, §6): any signed-in user may follow a hive that allows followers; unfollowing
 * is always allowed. Both are idempotent, so a retried toggle does no harm.
 */
@Injectable()
export class FollowsService {
  constructor(
    private readonly repo: FollowsRepository,
    private readonly hives: HivesService,
    private readonly views: HiveViewsService,
  ) {}

  async follow(hiveId: string, userId: string): Promise<Hive> {
    const hive = await this.hives.requireRow(hiveId);
    if (!hive.allowFollowers) throw HiveException.forbidden(HiveMessages.followNotAllowed);
    await this.repo.follow(hiveId, userId);
    return this.views.one(hive, userId);
  }

  async unfollow(hiveId: string, userId: string): Promise<Hive> {
    const hive = await this.hives.requireRow(hiveId);
    await this.repo.unfollow(hiveId, userId);
    return this.views.one(hive, userId);
  }
}
