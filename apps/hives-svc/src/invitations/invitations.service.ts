import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import { HiveMessages, InvitationMail, MAX_INVITES_PER_SEND } from '@hivemind/contracts';
import { CLOCK, type Clock } from '../clock.js';
import type { InvitationResult, InviteError } from '../hives/hive.model.js';
import { HiveException } from '../hives/hives.exception.js';
import { isManagingRole, parseInviteEmails, type ParsedEmails } from '../hives/hives.rules.js';
import { toHiveRef } from '../hives/hive-views.service.js';
import { MailService, type OutgoingMail } from '../mail/mail.service.js';
import { memberRole, verifiedEmailsOf } from '../members/membership.js';
import type { HivesPrisma } from '../prisma.js';
import type { HiveInvitation, UserInvitation } from './invitation.model.js';

/** The mail that invites an address to a hive. */
function invitationMail(hiveName: string, email: string): OutgoingMail {
  return { to: email, subject: InvitationMail.subject(hiveName), text: InvitationMail.text(hiveName, email) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INVITATION_SELECT = {
  id: true,
  email: true,
  role: true,
  status: true,
  createdAt: true,
  lastSentAt: true,
} as const;

/**
 * Invitations by email (spec 1 §3, §5; spec 2 §4): owners and admins invite with role post, list the
 * pending ones, cancel or resend them. An invitation is accepted by joining: the holder of a VERIFIED
 * address it was sent to (registered before or after it was sent) sees it at GET /api/user/invitations
 * and POST /api/hives/{id}/join makes them a member with its role (MembersService.join).
 */
@Injectable()
export class InvitationsService {
  constructor(
    @Inject(PRISMA) private readonly prisma: HivesPrisma,
    private readonly mail: MailService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** POST /api/hives/{id}/invitations: admins and owners; role post only. */
  async invite(
    hiveId: string,
    userId: string,
    emails: string | readonly string[],
    role: string | null | undefined,
  ): Promise<InvitationResult> {
    const hive = await this.requireManager(hiveId, userId);
    if (role && role !== 'post') throw HiveException.badInput(HiveMessages.invalidRole);
    const parsed = parseInviteEmails(emails);
    if (parsed.valid.length === 0) throw HiveException.badInput(HiveMessages.noValidInviteEmail);
    if (parsed.valid.length > MAX_INVITES_PER_SEND) throw HiveException.badInput(HiveMessages.tooManyInvites);
    return this.inviteMany(hive, userId, parsed);
  }

  /**
   * Creates (or reopens) one pending invitation per valid address and mails it; addresses of members
   * and of pending invitations fail with a reason, as do malformed ones. No permission check: callers
   * have made it (invite, or the launch of a hive by its owner).
   */
  async inviteMany(
    hive: { id: string; name: string },
    inviterId: string,
    parsed: ParsedEmails,
  ): Promise<InvitationResult> {
    const errors: InviteError[] = parsed.invalid.map((email) => ({ email, error: HiveMessages.inviteInvalidEmail }));
    const memberAddresses = await this.memberAddresses(hive.id, parsed.valid);
    const existing = new Map(
      (
        await this.prisma.hiveInvitation.findMany({
          where: { hiveId: hive.id, email: { in: parsed.valid } },
          select: { id: true, email: true, status: true },
        })
      ).map((i) => [i.email, i]),
    );
    let created = 0;
    for (const email of parsed.valid) {
      if (memberAddresses.has(email)) {
        errors.push({ email, error: HiveMessages.inviteAlreadyMember });
        continue;
      }
      const row = existing.get(email);
      if (row?.status === 'pending') {
        errors.push({ email, error: HiveMessages.inviteAlreadyPending });
        continue;
      }
      const now = this.clock.now();
      // Each invitation commits with its mail, or neither does.
      await this.mail.withMail(async (tx, send) => {
        if (row) {
          await tx.hiveInvitation.update({
            where: { id: row.id },
            data: {
              status: 'pending',
              role: 'post',
              invitedBy: inviterId,
              lastSentAt: now,
              acceptedBy: null,
              acceptedAt: null,
            },
          });
        } else {
          await tx.hiveInvitation.create({
            data: { hiveId: hive.id, email, role: 'post', invitedBy: inviterId, createdAt: now, lastSentAt: now },
          });
        }
        await send(invitationMail(hive.name, email));
      });
      created += 1;
    }
    return { invitationsCreated: created, invitationsFailed: errors.length, errors };
  }

  async list(hiveId: string, userId: string): Promise<HiveInvitation[]> {
    await this.requireManager(hiveId, userId);
    return this.prisma.hiveInvitation.findMany({
      where: { hiveId, status: 'pending' },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: INVITATION_SELECT,
    });
  }

  async cancel(hiveId: string, invitationId: string, userId: string): Promise<boolean> {
    await this.requireManager(hiveId, userId);
    const row = await this.pending(hiveId, invitationId);
    await this.prisma.hiveInvitation.update({ where: { id: row.id }, data: { status: 'cancelled' } });
    return true;
  }

  async resend(hiveId: string, invitationId: string, userId: string): Promise<boolean> {
    const hive = await this.requireManager(hiveId, userId);
    const row = await this.pending(hiveId, invitationId);
    await this.mail.withMail(async (tx, send) => {
      await tx.hiveInvitation.update({ where: { id: row.id }, data: { lastSentAt: this.clock.now() } });
      await send(invitationMail(hive.name, row.email));
    });
    return true;
  }

  /** Pending invitations to the user's verified addresses, newest first. */
  async mine(userId: string): Promise<UserInvitation[]> {
    const emails = await verifiedEmailsOf(this.prisma, userId);
    if (emails.length === 0) return [];
    const rows = await this.prisma.hiveInvitation.findMany({
      where: { email: { in: emails }, status: 'pending', hive: { members: { none: { userId } } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: {
        ...INVITATION_SELECT,
        hive: { select: { id: true, name: true, type: true, logo: true, parentId: true } },
      },
    });
    return rows.map((r) => ({ ...r, hive: toHiveRef(r.hive) }));
  }

  private async requireManager(hiveId: string, userId: string): Promise<{ id: string; name: string }> {
    const hive = UUID.test(hiveId)
      ? await this.prisma.hive.findUnique({ where: { id: hiveId }, select: { id: true, name: true } })
      : null;
    if (!hive) throw HiveException.notFound();
    if (!isManagingRole(await memberRole(this.prisma, hiveId, userId)))
      throw HiveException.forbidden(HiveMessages.adminsOnly);
    return hive;
  }

  private async pending(hiveId: string, invitationId: string): Promise<{ id: string; email: string }> {
    const row = UUID.test(invitationId)
      ? await this.prisma.hiveInvitation.findFirst({
          where: { id: invitationId, hiveId, status: 'pending' },
          select: { id: true, email: true },
        })
      : null;
    if (!row) throw HiveException.notFound(HiveMessages.invitationNotFound);
    return row;
  }

  /** Which of these addresses belong to members (sign-in address or any address on their account). */
  private async memberAddresses(hiveId: string, emails: readonly string[]): Promise<Set<string>> {
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
}
