import { Injectable } from '@nestjs/common';
import { SupportConfirmationMail } from '@hivemind/contracts';
import { EmailsService } from '../emails/emails.service.js';
import { MailService } from '../mail/mail.service.js';
import { RateLimitsService } from '../rate-limits/rate-limits.service.js';
import { SupportException } from './support.exception.js';
import type { SupportFeedbackResult } from './support.model.js';
import { SupportRepository } from './support.repository.js';
import { validateSupportMessage } from './support.rules.js';

/**
 * Contact Support (spec 2 §2.13, §4 Support form, §5, §7): a signed-in member writes from one of their
 * verified emails; the message is trimmed and at least 10 characters. It goes into the support inbox
 * and a confirmation is mailed to that address, both in one transaction (as verification codes are:
 * the mail exists if and only if the message was stored). Each confirmation counts as a mail against
 * the address's and the client's mail rate limits, so the form cannot be used to mail anyone at will.
 */
@Injectable()
export class SupportService {
  constructor(
    private readonly repo: SupportRepository,
    private readonly emails: EmailsService,
    private readonly mail: MailService,
    private readonly limits: RateLimitsService,
  ) {}

  async send(
    userId: string,
    userEmailId: string,
    messageInput: string,
    clientIp: string | undefined,
  ): Promise<SupportFeedbackResult> {
    if (!userEmailId.trim()) throw SupportException.emailRequired();
    const message = validateSupportMessage(messageInput);
    const email = await this.emails.verifiedEmail(userId, userEmailId.trim());
    if (!email) throw SupportException.emailNotVerified();
    await this.limits.consumeMail(email.email, clientIp);
    await this.mail.withMail(async (tx, send) => {
      await this.repo.create(tx, { userId, userEmailId: email.id, email: email.email, message });
      await send({
        to: email.email,
        subject: SupportConfirmationMail.subject,
        text: SupportConfirmationMail.text(message),
      });
    });
    return { email: email.email };
  }
}
