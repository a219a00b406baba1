import { newDomainEvent, writeOutboxEvent } from '@hivemind/common';
import { EventType } from '@hivemind/contracts';
import type { HivesPrisma } from '../prisma.js';

/**
 * Every membership change, written with its domain event in the caller's transaction (spec: every
 * membership change is announced; feeds-svc keeps each member's role from these events). Callers
 * wake the outbox relay after the commit.
 */
export type HivesTx = Parameters<Parameters<HivesPrisma['$transaction']>[0]>[0];

/**
 * Serializes membership changes of one hive (row lock on the hive until the transaction ends), so
 * two owners demoting each other, or leaving at once, cannot both pass the last-owner check.
 * False when the hive does not exist.
 */
export async function lockHive(tx: HivesTx, hiveId: string): Promise<boolean> {
  const rows = await tx.$queryRawUnsafe<{ id: string }[]>(`select id from hive where id = $1::uuid for update`, hiveId);
  return rows.length === 1;
}

export async function addMember(tx: HivesTx, hiveId: string, userId: string, role: string): Promise<void> {
  await tx.hiveMember.create({ data: { hiveId, userId, role } });
  await writeOutboxEvent(tx, newDomainEvent(EventType.HiveMemberAdded, 'hives-svc', { hiveId, userId, role }));
}

export async function changeMemberRole(
  tx: HivesTx,
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

export async function removeMember(tx: HivesTx, hiveId: string, userId: string, previousRole: string): Promise<void> {
  await tx.hiveMember.delete({ where: { hiveId_userId: { hiveId, userId } } });
  await writeOutboxEvent(
    tx,
    newDomainEvent(EventType.HiveMemberRemoved, 'hives-svc', { hiveId, userId, previousRole }),
  );
}

export async function memberRole(tx: HivesTx | HivesPrisma, hiveId: string, userId: string): Promise<string | null> {
  const row = await tx.hiveMember.findUnique({ where: { hiveId_userId: { hiveId, userId } }, select: { role: true } });
  return row?.role ?? null;
}

export function ownerCount(tx: HivesTx | HivesPrisma, hiveId: string): Promise<number> {
  return tx.hiveMember.count({ where: { hiveId, role: 'owner' } });
}

/** Addresses the user verifiably holds (user_email rows marked verified), lowercased. */
export async function verifiedEmailsOf(db: HivesTx | HivesPrisma, userId: string): Promise<string[]> {
  const rows = await db.userEmail.findMany({ where: { userId, isVerified: true }, select: { email: true } });
  return rows.map((r) => r.email.toLowerCase());
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
