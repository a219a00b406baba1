import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { RateLimitsModule } from '../rate-limits/rate-limits.module.js';
import { EmailsRepository } from './emails.repository.js';
import { EmailsResolver } from './emails.resolver.js';
import { EmailsService } from './emails.service.js';

@Module({
  imports: [MailModule, RateLimitsModule],
  providers: [EmailsRepository, EmailsService, EmailsResolver],
  exports: [EmailsService],
})
export class EmailsModule {}
