import { Module } from '@nestjs/common';
import { HivesModule } from '../hives/hives.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { MembersResolver } from './members.resolver.js';
import { MembersService } from './members.service.js';

@Module({
  imports: [HivesModule, OutboxModule],
  providers: [MembersService, MembersResolver],
  exports: [MembersService],
})
export class MembersModule {}
