import { Args, Query, Resolver } from '@nestjs/graphql';
import { MailMessage } from './mail-message.model.js';
import { MailService } from './mail.service.js';

@Resolver(() => MailMessage)
export class MailResolver {
  constructor(private readonly mail: MailService) {}

  /** Mail kept instead of sent (no SMTP_URL), newest first, optionally for one address. Only with DEV_OUTBOX_ENABLED. */
  @Query(() => [MailMessage])
  devOutbox(@Args('to', { type: () => String, nullable: true }) to: string | null): Promise<MailMessage[]> {
    return this.mail.devOutbox(to);
  }
}
