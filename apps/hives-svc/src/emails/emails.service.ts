import { Inject, Injectable } from '@nestjs/common';
import { isUuid } from '@hivemind/common';
import { MAX_EMAILS_PER_USER, VerificationMail } from '@hivemind/contracts';
import { APP_ENV } from '@hivemind/common/nest';
import { CLOCK, type Clock } from '../clock.js';
import type { HivesEnv } from '../env.js';
import type { OutgoingMail } from '../mail/mail-message.model.js';
import { MailService } from '../mail/mail.service.js';
import { RateLimitsService } from '../rate-limits/rate-limits.service.js';
import { EmailException } from './emails.exception.js';
import { EmailsRepository, isUniqueViolation, type UserEmailRow } from './emails.repository.js';
import { codeExpiry, codeMatches, codeUsable, hashCode, newCode, validateCode, validateEmail } from './emails.rules.js';
import type { UserEmail } from './user-email.model.js';

function toModel(row: UserEmailRow): UserEmail {
  return {
    id: row.id,
    email: row.email,
    isVerified: row.isVerified,
    isPrimary: row.isPrimary,
    createdAt: row.createdAt,
  };
}

/** The mail that carries a verification code (registration, an added address, a resend). */
export function verificationMail(to: string, code: string): OutgoingMail {
  return { to, subject: VerificationMail.subject, text: VerificationMail.text(code) };
}

/**
 * A user's emails (spec 1 "Emails"): an added address is pending until its 6-digit code is entered;
 * the code may be resent (which replaces it) and a pending or verified non-primary address may be
 * deleted. The primary address is the sign-in address and stays.
 */
@Injectable()
export class EmailsService {
  constructor(
    private readonly repo: EmailsRepository,
    private readonly mail: MailService,
    private readonly limits: RateLimitsService,
    @Inject(APP_ENV) private readonly env: HivesEnv,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<UserEmail[]> {
    await this.repo.ensurePrimary(userId);
    return (await this.repo.listForUser(userId)).map(toModel);
  }

  /** Addresses the user verifiably holds, lowercased: what hive domains and invitations match. */
  verifiedAddresses(userId: string): Promise<string[]> {
    return this.repo.verifiedAddresses(userId);
  }

  /** One of the user's verified addresses by its id, or null (missing, another user's, pending). */
  async verifiedEmail(userId: string, id: string): Promise<UserEmail | null> {
    if (!isUuid(id)) return null;
    await this.repo.ensurePrimary(userId);
    const row = await this.repo.findOwnedById(userId, id);
    return row?.isVerified ? toModel(row) : null;
  }

  async add(userId: string, input: string, clientIp: string | undefined): Promise<UserEmail> {
    const email = validateEmail(input);
    await this.repo.ensurePrimary(userId);
    const existing = await this.repo.findByEmail(email);
    if (existing)
      throw existing.userId === userId ? EmailException.alreadyYours() : EmailException.takenByOtherAccount();
    const account = await this.repo.accountWithAddress(email);
    if (account) throw account === userId ? EmailException.alreadyYours() : EmailException.takenByOtherAccount();
    if ((await this.repo.countForUser(userId)) >= MAX_EMAILS_PER_USER) throw EmailException.tooManyEmails();
    await this.limits.consumeMail(email, clientIp);

    const code = newCode();
    let row: UserEmailRow;
    try {
      row = await this.mail.withMail(async (tx, send) => {
        const created = await this.repo.create(
          {
            userId,
            email,
            codeHash: hashCode(this.env.CONTEXT_SECRET, email, code),
            codeExpiresAt: codeExpiry(this.clock.now()),
          },
          tx,
        );
        await send(verificationMail(email, code));
        return created;
      });
    } catch (err) {
      // Someone added the same address between the check and the insert.
      if (isUniqueViolation(err)) throw EmailException.takenByOtherAccount();
      throw err;
    }
    return toModel(row);
  }

  /**
   * 'Code must be 6 digits' for a malformed code; 'Invalid verification code' for a wrong, expired or
   * used-up one. Each wrong try counts; after EMAIL_CODE_MAX_ATTEMPTS the code is void until a resend.
   */
  async verify(userId: string, emailInput: string, codeInput: string): Promise<UserEmail> {
    const code = validateCode(codeInput);
    const row = await this.ownedByAddress(userId, emailInput);
    if (row.isVerified) return toModel(row);
    const now = this.clock.now();
    if (!codeUsable(row, now)) throw EmailException.invalidCode();
    if (!codeMatches(this.env.CONTEXT_SECRET, row.email, code, row.codeHash)) {
      await this.repo.recordWrongCode(row.id, row.codeHash);
      throw EmailException.invalidCode();
    }
    if (!(await this.repo.markVerified(row.id, row.codeHash, now))) throw EmailException.invalidCode();
    const verified = await this.repo.findById(row.id);
    if (!verified) throw EmailException.notFound();
    return toModel(verified);
  }

  /** A new code replaces the old one (and its wrong tries); refused for a verified address. */
  async resend(userId: string, emailInput: string, clientIp: string | undefined): Promise<boolean> {
    const row = await this.ownedByAddress(userId, emailInput);
    if (row.isVerified) throw EmailException.alreadyVerified();
    await this.limits.consumeMail(row.email, clientIp);
    const code = newCode();
    await this.mail.withMail(async (tx, send) => {
      await this.repo.replaceCode(
        row.id,
        hashCode(this.env.CONTEXT_SECRET, row.email, code),
        codeExpiry(this.clock.now()),
        tx,
      );
      await send(verificationMail(row.email, code));
    });
    return true;
  }

  /** Pending and verified non-primary addresses can be deleted; the primary one cannot. */
  async delete(userId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) throw EmailException.notFound();
    const row = await this.repo.findOwnedById(userId, id);
    if (!row) throw EmailException.notFound();
    if (row.isPrimary) throw EmailException.primaryCannotBeDeleted();
    if (!(await this.repo.deleteNonPrimary(userId, id))) throw EmailException.notFound();
    return true;
  }

  private async ownedByAddress(userId: string, emailInput: string): Promise<UserEmailRow> {
    const email = validateEmail(emailInput);
    await this.repo.ensurePrimary(userId);
    const row = await this.repo.findByEmail(email);
    if (!row || row.userId !== userId) throw EmailException.notFound();
    return row;
  }
}
