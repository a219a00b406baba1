import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { HivesPrisma } from '../prisma.js';

/** Prisma queries of hive_follow; both writes are idempotent. */
@Injectable()
export class FollowsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: HivesPrisma) {}

  async follow(hiveId: string, userId: string): Promise<void> {
    await this.prisma.hiveFollow.createMany({ data: [{ hiveId, userId }], skipDuplicates: true });
  }

  async unfollow(hiveId: string, userId: string): Promise<void> {
    await this.prisma.hiveFollow.deleteMany({ where: { hiveId, userId } });
  }
}
