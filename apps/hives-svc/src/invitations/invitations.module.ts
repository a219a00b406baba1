import { Module } from '@nestjs/common';
import { EmailsModule } from '../emails/emails.module.js';
import { HivesModule } from '../hives/hives.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MembershipModule } from '../membership/membership.module.js';
import { InvitationsRepository } from './invitations.repository.js';
import { InvitationsResolver } from './invitations.resolver.js';
import { InvitationsService } from './invitations.service.js';

@Module({
  imports: [HivesModule, MembershipModule, EmailsModule, MailModule],
  providers: [InvitationsRepository, InvitationsService, InvitationsResolver],
  exports: [InvitationsService, InvitationsRepository],
})
export class InvitationsModule {}
