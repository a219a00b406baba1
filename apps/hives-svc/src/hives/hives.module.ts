import { Module } from '@nestjs/common';
import { EmailsModule } from '../emails/emails.module.js';
import { MembershipModule } from '../membership/membership.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { HiveLogoResolver } from './hive-logo.resolver.js';
import { HiveLogoService } from './hive-logo.service.js';
import { HiveViewsRepository } from './hive-views.repository.js';
import { HiveViewsService } from './hive-views.service.js';
import { HivesRepository } from './hives.repository.js';
import { HivesResolver } from './hives.resolver.js';
import { HivesService } from './hives.service.js';

@Module({
  imports: [OutboxModule, EmailsModule, MembershipModule],
  providers: [
    HivesRepository,
    HiveViewsRepository,
    HiveViewsService,
    HivesService,
    HivesResolver,
    HiveLogoService,
    HiveLogoResolver,
  ],
  exports: [HivesService, HiveViewsService],
})
export class HivesModule {}
