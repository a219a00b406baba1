import { Module } from '@nestjs/common';
import { InvitationsModule } from '../invitations/invitations.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { HiveLogoResolver } from './hive-logo.resolver.js';
import { HiveLogoService } from './hive-logo.service.js';
import { HiveViewsService } from './hive-views.service.js';
import { HivesRepository } from './hives.repository.js';
import { HivesResolver } from './hives.resolver.js';
import { HivesService } from './hives.service.js';

@Module({
  imports: [OutboxModule, InvitationsModule],
  providers: [HivesRepository, HiveViewsService, HivesService, HivesResolver, HiveLogoService, HiveLogoResolver],
  exports: [HivesService, HiveViewsService],
})
export class HivesModule {}
