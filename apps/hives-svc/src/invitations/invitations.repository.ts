import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { HivesPrisma, HivesTx } from '../prisma.js';
import type { HiveInvitation } from './invitation.model.js';

const INVITATION_SELECT = {
  id: true,
  email: true,
  role: true,
  status: true,
  createdAt: true,
  lastSentAt: true,
} as const;

export interface PendingInvitationRow extends HiveInvitation {
  hive: { id: string; name: string; type: string; logo: string | null; parentId: string | null };
}

/** Prisma queries of hive_invitation; writes that go with a mail take its transaction. */
@Injectable()
export class InvitationsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: HivesPrisma) {}

  /** The hive's invitations (any status) to these addresses. */
  byAddresses(hiveId: string, emails: string[]): Promise<{ id: string; email: string; status: string }[]> {
    return this.prisma.hiveInvitation.findMany({
      where: { hiveId, email: { in: emails } },
      select: { id: true, email: true, status: true },
    });
  }

  async create(tx: HivesTx, data: { hiveId: string; email: string; invitedBy: string; at: Date }): Promise<void> {
    const { at, ...fields } = data;
    await tx.hiveInvitation.create({ data: { ...fields, role: 'post', createdAt: at, lastSentAt: at } });
  }

  /** An earlier invitation to the same address (cancelled or accepted) becomes pending again. */
  async reopen(tx: HivesTx, id: string, invitedBy: string, at: Date): Promise<void> {
    await tx.hiveInvitation.update({
      where: { id },
      data: { status: 'pending', role: 'post', invitedBy, lastSentAt: at, acceptedBy: null, acceptedAt: null },
    });
  }

  async markSent(tx: HivesTx, id: string, at: Date): Promise<void> {
    await tx.hiveInvitation.update({ where: { id }, data: { lastSentAt: at } });
  }

  pendingOfHive(hiveId: string): Promise<HiveInvitation[]> {
    return this.prisma.hiveInvitation.findMany({
      where: { hiveId, status: 'pending' },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: INVITATION_SELECT,
    });
  }

  findPending(hiveId: string, id: string): Promise<{ id: string; email: string } | null> {
    return this.prisma.hiveInvitation.findFirst({
      where: { id, hiveId, status: 'pending' },
      select: { id: true, email: true },
    });
  }

  async cancel(id: string): Promise<void> {
    await this.prisma.hiveInvitation.update({ where: { id }, data: { status: 'cancelled' } });
  }

  /** Pending invitations to these addresses, newest first, of hives the user is not a member of. */
  pendingTo(userId: string, emails: string[]): Promise<PendingInvitationRow[]> {
    return this.prisma.hiveInvitation.findMany({
      where: { email: { in: emails }, status: 'pending', hive: { members: { none: { userId } } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: {
        ...INVITATION_SELECT,
        hive: { select: { id: true, name: true, type: true, logo: true, parentId: true } },
      },
    });
  }

  /** Which of these addresses belong to members (sign-in address or any address on their account). */
  async memberAddresses(hiveId: string, emails: readonly string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const users = await this.prisma.user.findMany({
      where: {
        memberships: { some: { hiveId } },
        OR: [{ email: { in: [...emails], mode: 'insensitive' } }, { emails: { some: { email: { in: [...emails] } } } }],
      },
      select: { email: true, emails: { select: { email: true } } },
    });
    const held = users.flatMap((u) => [u.email.toLowerCase(), ...u.emails.map((e) => e.email)]);
    return new Set(emails.filter((e) => held.includes(e)));
  }

  /** The oldest pending invitation of the hive to one of these addresses (joining accepts it). */
  firstPending(tx: HivesTx, hiveId: string, emails: string[]): Promise<{ id: string; role: string } | null> {
    return tx.hiveInvitation.findFirst({
      where: { hiveId, email: { in: emails }, status: 'pending' },
      orderBy: { createdAt: 'asc' },
      select: { id: true, role: true },
    });
  }

  async accept(tx: HivesTx, id: string, acceptedBy: string, at: Date): Promise<void> {
    await tx.hiveInvitation.update({ where: { id }, data: { status: 'accepted', acceptedBy, acceptedAt: at } });
  }
}
