import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module.js';
import { HivesRepository } from './hives.repository.js';
import { HivesResolver } from './hives.resolver.js';
import { HivesService } from './hives.service.js';

@Module({
  imports: [OutboxModule],
  providers: [HivesRepository, HivesService, HivesResolver],
})
export class HivesModule {}
