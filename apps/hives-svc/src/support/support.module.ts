import { Module } from '@nestjs/common';
import { EmailsModule } from '../emails/emails.module.js';
import { MailModule } from '../mail/mail.module.js';
import { RateLimitsModule } from '../rate-limits/rate-limits.module.js';
import { SupportRepository } from './support.repository.js';
import { SupportResolver } from './support.resolver.js';
import { SupportService } from './support.service.js';

/** The support inbox and its confirmation mail (spec 2 §2.13). */
@Module({
  imports: [EmailsModule, MailModule, RateLimitsModule],
  providers: [SupportRepository, SupportService, SupportResolver],
})
export class SupportModule {}
