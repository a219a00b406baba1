import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma, FeedsTx } from '../prisma.js';

export interface HiveSnapshot {
  hiveId: string;
  name: string;
  type: string;
  logo: string | null;
}

/** feeds-svc's copy of hives-svc's hives; written only by the hive.* event handlers. */
@Injectable()
export class HiveReadModelRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  exists(hiveId: string): Promise<boolean> {
    return this.prisma.hiveReadModel.count({ where: { hiveId } }).then((n) => n > 0);
  }

  /**
   * Upsert inside the consumer's transaction. updated_at is the event's time in hives-svc and an
   * older event never overwrites a newer one, so events applied out of order (the consumer runs
   * several at once) still leave the latest state.
   */
  async upsert(tx: FeedsTx, hive: HiveSnapshot, occurredAt: string): Promise<void> {
    await tx.$executeRawUnsafe(
      `insert into hive_read_model (hive_id, name, type, logo, updated_at)
       values ($1::uuid, $2, $3, $4, $5::timestamptz)
       on conflict (hive_id) do update
         set name = excluded.name, type = excluded.type, logo = excluded.logo, updated_at = excluded.updated_at
         where hive_read_model.updated_at <= excluded.updated_at`,
      hive.hiveId,
      hive.name,
      hive.type,
      hive.logo,
      occurredAt,
    );
  }
}
