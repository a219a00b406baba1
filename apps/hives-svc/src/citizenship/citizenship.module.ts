import { Module } from '@nestjs/common';
import { MembershipModule } from '../membership/membership.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { CitizenshipRepository } from './citizenship.repository.js';
import { CitizenshipResolver } from './citizenship.resolver.js';
import { CitizenshipService } from './citizenship.service.js';

@Module({
  imports: [OutboxModule, MembershipModule],
  providers: [CitizenshipRepository, CitizenshipService, CitizenshipResolver],
})
export class CitizenshipModule {}
