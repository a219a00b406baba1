import { Inject, Injectable } from '@nestjs/common';
import { isUuid } from '@hivemind/common';
import { HiveMessages, InvitationMail, MAX_INVITES_PER_SEND } from '@hivemind/contracts';
import { CLOCK, type Clock } from '../clock.js';
import { EmailsService } from '../emails/emails.service.js';
import type { InvitationResult, InviteError } from '../hives/hive.model.js';
import { HiveException } from '../hives/hives.exception.js';
import { isManagingRole, parseInviteEmails, type ParsedEmails } from '../hives/hives.rules.js';
import { toHiveRef } from '../hives/hive-views.service.js';
import { HivesService } from '../hives/hives.service.js';
import type { OutgoingMail } from '../mail/mail-message.model.js';
import { MailService } from '../mail/mail.service.js';
import { MembershipRepository } from '../membership/membership.repository.js';
import type { HiveInvitation, UserInvitation } from './invitation.model.js';
import { InvitationsRepository } from './invitations.repository.js';

/** The mail that invites an address to a hive. */
function invitationMail(hiveName: string, email: string): OutgoingMail {
  return { to: email, subject: InvitationMail.subject(hiveName), text: InvitationMail.text(hiveName, email) };
}

/**
 * Invitations by email (spec 1 §3, §5; spec 2 §4): owners and admins invite with role post, list the
 * pending ones, cancel or resend them. An invitation is accepted by joining: the holder of a VERIFIED
 * address it was sent to (registered before or after it was sent) sees it at GET /api/user/invitations
 * and POST /api/hives/{id}/join makes them a member with its role (MembersService.join).
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly repo: InvitationsRepository,
    private readonly hives: HivesService,
    private readonly membership: MembershipRepository,
    private readonly emails: EmailsService,
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
    const memberAddresses = await this.repo.memberAddresses(hive.id, parsed.valid);
    const existing = new Map((await this.repo.byAddresses(hive.id, parsed.valid)).map((i) => [i.email, i]));
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
        if (row) await this.repo.reopen(tx, row.id, inviterId, now);
        else await this.repo.create(tx, { hiveId: hive.id, email, invitedBy: inviterId, at: now });
        await send(invitationMail(hive.name, email));
      });
      created += 1;
    }
    return { invitationsCreated: created, invitationsFailed: errors.length, errors };
  }

  async list(hiveId: string, userId: string): Promise<HiveInvitation[]> {
    await this.requireManager(hiveId, userId);
    return this.repo.pendingOfHive(hiveId);
  }

  async cancel(hiveId: string, invitationId: string, userId: string): Promise<boolean> {
    await this.requireManager(hiveId, userId);
    const row = await this.pending(hiveId, invitationId);
    await this.repo.cancel(row.id);
    return true;
  }

  async resend(hiveId: string, invitationId: string, userId: string): Promise<boolean> {
    const hive = await this.requireManager(hiveId, userId);
    const row = await this.pending(hiveId, invitationId);
    await this.mail.withMail(async (tx, send) => {
      await this.repo.markSent(tx, row.id, this.clock.now());
      await send(invitationMail(hive.name, row.email));
    });
    return true;
  }

  /** Pending invitations to the user's verified addresses, newest first. */
  async mine(userId: string): Promise<UserInvitation[]> {
    const emails = await this.emails.verifiedAddresses(userId);
    if (emails.length === 0) return [];
    const rows = await this.repo.pendingTo(userId, emails);
    return rows.map((r) => ({ ...r, hive: toHiveRef(r.hive) }));
  }

  private async requireManager(hiveId: string, userId: string): Promise<{ id: string; name: string }> {
    const hive = await this.hives.requireSummary(hiveId);
    if (!isManagingRole(await this.membership.roleOf(hiveId, userId)))
      throw HiveException.forbidden(HiveMessages.adminsOnly);
    return hive;
  }

  private async pending(hiveId: string, invitationId: string): Promise<{ id: string; email: string }> {
    const row = isUuid(invitationId) ? await this.repo.findPending(hiveId, invitationId) : null;
    if (!row) throw HiveException.notFound(HiveMessages.invitationNotFound);
    return row;
  }
}
