import { Inject, Injectable } from '@nestjs/common';
import { newDomainEvent, PRISMA, writeOutboxEvent } from '@hivemind/common';
import { EventType, HiveMessages, isHiveLogoUrl } from '@hivemind/contracts';
import { memberRole } from '../members/membership.js';
import { OutboxRelayService } from '../outbox/outbox-relay.service.js';
import type { HivesPrisma } from '../prisma.js';
import type { Hive } from './hive.model.js';
import { HiveViewsService } from './hive-views.service.js';
import { HiveException } from './hives.exception.js';
import { HIVE_ROW_SELECT } from './hives.repository.js';
import { HivesService } from './hives.service.js';

/**
 * A hive's image logo (spec 1 §2 edit mode, §7 POST/DELETE /api/hives/{id}/logo): owners only, like
 * every edit of a hive's details (spec 4). The gateway stores the bytes and records the served URL
 * here; the URL must name a file of this hive (`/uploads/hive-logos/<hiveId>-<hash>.<ext>`).
 */
@Injectable()
export class HiveLogoService {
  constructor(
    private readonly hives: HivesService,
    private readonly views: HiveViewsService,
    private readonly relay: OutboxRelayService,
    @Inject(PRISMA) private readonly prisma: HivesPrisma,
  ) {}

  /** Records the logo URL; answers the hive as the owner sees it. */
  async set(hiveId: string, userId: string, logoUrl: string): Promise<Hive> {
    await this.requireOwner(hiveId, userId);
    if (!isHiveLogoUrl(hiveId, logoUrl)) throw HiveException.badInput(`Not a logo file of this hive: ${logoUrl}`);
    return this.write(hiveId, userId, logoUrl);
  }

  /** Clears the logo (the header falls back to the hive's emoji). */
  async remove(hiveId: string, userId: string): Promise<Hive> {
    await this.requireOwner(hiveId, userId);
    return this.write(hiveId, userId, null);
  }

  private async requireOwner(hiveId: string, userId: string): Promise<void> {
    await this.hives.requireRow(hiveId);
    if ((await memberRole(this.prisma, hiveId, userId)) !== 'owner') {
      throw HiveException.forbidden(HiveMessages.ownersOnly);
    }
  }

  private async write(hiveId: string, userId: string, logo: string | null): Promise<Hive> {
    const updated = await this.prisma.$transaction(async (tx) => {
      const next = await tx.hive.update({ where: { id: hiveId }, data: { logo }, select: HIVE_ROW_SELECT });
      await writeOutboxEvent(
        tx,
        newDomainEvent(EventType.HiveUpdated, 'hives-svc', {
          hiveId,
          name: next.name,
          type: next.type,
          logo: next.logo,
        }),
      );
      return next;
    });
    this.relay.wake();
    return this.views.one(updated, userId);
  }
}
