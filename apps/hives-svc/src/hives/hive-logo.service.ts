import { Injectable } from '@nestjs/common';
import { isHiveLogoUrl } from '@hivemind/contracts';
import type { Hive } from './hive.model.js';
import { HiveException } from './hives.exception.js';
import { HivesService } from './hives.service.js';

/**
 * A hive's image logo (spec 1 §2 edit mode, §7 POST/DELETE /api/hives/{id}/logo): owners only, like
 * every edit of a hive's details (spec 4). The gateway stores the bytes and records the served URL
 * here; the URL must name a file of this hive (`/uploads/hive-logos/<hiveId>-<hash>.<ext>`).
 */
@Injectable()
export class HiveLogoService {
  constructor(private readonly hives: HivesService) {}

  /** Records the logo URL; answers the hive as the owner sees it. */
  async set(hiveId: string, userId: string, logoUrl: string): Promise<Hive> {
    await this.hives.requireOwner(hiveId, userId);
    if (!isHiveLogoUrl(hiveId, logoUrl)) throw HiveException.badInput(`Not a logo file of this hive: ${logoUrl}`);
    return this.hives.save(hiveId, userId, { logo: logoUrl });
  }

  /** Clears the logo (the header falls back to the hive's emoji). */
  async remove(hiveId: string, userId: string): Promise<Hive> {
    await this.hives.requireOwner(hiveId, userId);
    return this.hives.save(hiveId, userId, { logo: null });
  }
}
