import { Inject, Injectable } from '@nestjs/common';
import { newDomainEvent, PRISMA, writeOutboxEvent } from '@hivemind/common';
import { EventType } from '@hivemind/contracts';
import type { HivesPrisma, HivesTx } from '../prisma.js';

/** The transaction a membership change runs in (MembershipRepository.transaction). */
export type MembershipTx = HivesTx;

export interface TeamRow {
  userId: string;
  hiveId: string;
  role: string;
  createdAt: Date;
  /** The member's sign-in address. */
  email: string;
}

/**
 * hive_member rows. Every membership change is written with its domain event in the caller's
 * transaction (spec: every membership change is announced; feeds-svc keeps each member's role from
 * these events); callers wake the outbox relay after the commit.
 */
@Injectable()
export class MembershipRepository {
  constructor(@Inject(PRISMA) private readonly prisma: HivesPrisma) {}

  transaction<T>(work: (tx: MembershipTx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work);
  }

  /**
   * Serializes membership changes of one hive (row lock on the hive until the transaction ends), so
   * two owners demoting each other, or leaving at once, cannot both pass the last-owner check.
   * False when the hive does not exist.
   */
  async lockHive(tx: MembershipTx, hiveId: string): Promise<boolean> {
    const rows = await tx.$queryRawUnsafe<{ id: string }[]>(
      `select id from hive where id = $1::uuid for update`,
      hiveId,
    );
    return rows.length === 1;
  }

  async add(tx: MembershipTx, hiveId: string, userId: string, role: string): Promise<void> {
    await tx.hiveMember.create({ data: { hiveId, userId, role } });
    await writeOutboxEvent(tx, newDomainEvent(EventType.HiveMemberAdded, 'hives-svc', { hiveId, userId, role }));
  }

  async changeRole(
    tx: MembershipTx,
    hiveId: string,
    userId: string,
    role: string,
    previousRole: string,
  ): Promise<void> {
    await tx.hiveMember.update({ where: { hiveId_userId: { hiveId, userId } }, data: { role } });
    await writeOutboxEvent(
      tx,
      newDomainEvent(EventType.HiveMemberRoleChanged, 'hives-svc', { hiveId, userId, role, previousRole }),
    );
  }

  async remove(tx: MembershipTx, hiveId: string, userId: string, previousRole: string): Promise<void> {
    await tx.hiveMember.delete({ where: { hiveId_userId: { hiveId, userId } } });
    await writeOutboxEvent(
      tx,
      newDomainEvent(EventType.HiveMemberRemoved, 'hives-svc', { hiveId, userId, previousRole }),
    );
  }

  /** The user's role in the hive, or null for a non-member; `db`: a transaction to read it in. */
  async roleOf(hiveId: string, userId: string, db: MembershipTx = this.prisma): Promise<string | null> {
    const row = await db.hiveMember.findUnique({
      where: { hiveId_userId: { hiveId, userId } },
      select: { role: true },
    });
    return row?.role ?? null;
  }

  ownerCount(hiveId: string, db: MembershipTx = this.prisma): Promise<number> {
    return db.hiveMember.count({ where: { hiveId, role: 'owner' } });
  }

  /** Every member of the hive with their sign-in address (unordered: the team list sorts them). */
  async team(hiveId: string): Promise<TeamRow[]> {
    const rows = await this.prisma.hiveMember.findMany({
      where: { hiveId },
      select: { userId: true, hiveId: true, role: true, createdAt: true, user: { select: { email: true } } },
    });
    return rows.map(({ user, ...row }) => ({ ...row, email: user.email }));
  }
}
