import { Module } from '@nestjs/common';
import { EmailsModule } from '../emails/emails.module.js';
import { HivesModule } from '../hives/hives.module.js';
import { InvitationsModule } from '../invitations/invitations.module.js';
import { MembershipModule } from '../membership/membership.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { MembersResolver } from './members.resolver.js';
import { MembersService } from './members.service.js';

@Module({
  imports: [HivesModule, MembershipModule, EmailsModule, InvitationsModule, OutboxModule],
  providers: [MembersService, MembersResolver],
  exports: [MembersService],
})
export class MembersModule {}
