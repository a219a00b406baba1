import { Inject, Injectable } from '@nestjs/common';
import { APP_ENV } from '@hivemind/common/nest';
import { CLOCK, type Clock } from '../clock.js';
import type { HivesEnv } from '../env.js';
import { isUniqueViolation } from '../emails/emails.repository.js';
import { codeExpiry, hashCode, isValidEmail, newCode, normalizeEmail, validateEmail } from '../emails/emails.rules.js';
import { verificationMail } from '../emails/emails.service.js';
import { MailService } from '../mail/mail.service.js';
import { RateLimitsService } from '../rate-limits/rate-limits.service.js';
import { AccountException } from './accounts.exception.js';
import { AccountsRepository } from './accounts.repository.js';
import { validateNewPassword } from './accounts.rules.js';
import { burnPasswordCheck, hashPassword, passwordMatches } from './passwords.js';

export interface AccountUser {
  id: string;
  email: string;
}

/**
 * Accounts (spec 4 "Accounts and sessions"): registration, the credential check behind sign-in and
 * the password change. Sessions are the gateway's; this service only vouches for credentials.
 */
@Injectable()
export class AccountsService {
  constructor(
    private readonly repo: AccountsRepository,
    private readonly mail: MailService,
    private readonly limits: RateLimitsService,
    @Inject(APP_ENV) private readonly env: HivesEnv,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Creates the account; its address becomes the primary, unverified email and a 6-digit code is
   * mailed to it. Input is checked before anything is counted or written.
   */
  async register(emailInput: string, password: string, clientIp: string | undefined): Promise<AccountUser> {
    const email = validateEmail(emailInput);
    validateNewPassword(password);
    await this.limits.consumeRegistration(email, clientIp);
    if (await this.repo.addressInUse(email)) throw AccountException.emailTaken();

    const code = newCode();
    let user: AccountUser;
    const passwordHash = await hashPassword(password);
    try {
      user = await this.mail.withMail(async (tx, send) => {
        const created = await this.repo.createWithPrimaryEmail(tx, {
          email,
          passwordHash,
          codeHash: hashCode(this.env.CONTEXT_SECRET, email, code),
          codeExpiresAt: codeExpiry(this.clock.now()),
        });
        await send(verificationMail(email, code));
        return created;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw AccountException.emailTaken();
      throw err;
    }
    return user;
  }

  /**
   * The account for these credentials, or null. Failures are counted per email and per client
   * address; once either budget is spent the check is refused (TOO_MANY_REQUESTS) even for the right
   * password, and a success clears the email's count.
   */
  async verifyCredentials(
    emailInput: string,
    password: string,
    clientIp: string | undefined,
  ): Promise<AccountUser | null> {
    const email = normalizeEmail(emailInput);
    await this.limits.assertSignInAllowed(email, clientIp);
    const account = isValidEmail(email) ? await this.repo.findByEmail(email) : null;
    const ok = account?.passwordHash
      ? await passwordMatches(account.passwordHash, password)
      : await burnPasswordCheck(password);
    if (!ok || !account) {
      await this.limits.recordSignInFailure(email, clientIp);
      return null;
    }
    await this.limits.recordSignInSuccess(email);
    return { id: account.id, email: account.email };
  }

  /**
   * The signed-in user's new password. The new one is checked first (no hashing for bad input); a
   * wrong current password counts as a failed sign-in for the account's address, so a stolen
   * session cannot guess it without bound.
   */
  async changePassword(
    userId: string,
    currentPassword: string,
    newPassword: string,
    clientIp: string | undefined,
  ): Promise<boolean> {
    validateNewPassword(newPassword);
    const account = await this.repo.findById(userId);
    if (!account) throw AccountException.notSignedIn();
    await this.limits.assertSignInAllowed(account.email, clientIp);
    const ok = account.passwordHash
      ? await passwordMatches(account.passwordHash, currentPassword)
      : await burnPasswordCheck(currentPassword);
    if (!ok) {
      await this.limits.recordSignInFailure(account.email, clientIp);
      throw AccountException.currentPasswordIncorrect();
    }
    await this.repo.setPasswordHash(userId, await hashPassword(newPassword));
    return true;
  }
}
