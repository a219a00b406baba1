import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { RateLimitsModule } from '../rate-limits/rate-limits.module.js';
import { AccountsRepository } from './accounts.repository.js';
import { AccountsResolver } from './accounts.resolver.js';
import { AccountsService } from './accounts.service.js';

@Module({
  imports: [MailModule, RateLimitsModule],
  providers: [AccountsRepository, AccountsService, AccountsResolver],
})
export class AccountsModule {}
