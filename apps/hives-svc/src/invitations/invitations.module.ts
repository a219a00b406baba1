import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { InvitationsResolver } from './invitations.resolver.js';
import { InvitationsService } from './invitations.service.js';

@Module({
  imports: [MailModule],
  providers: [InvitationsService, InvitationsResolver],
  exports: [InvitationsService],
})
export class InvitationsModule {}
