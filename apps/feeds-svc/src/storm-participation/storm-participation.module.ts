import { Module } from '@nestjs/common';
import { RollupsModule } from '../rollups/rollups.module.js';
import { StormActivation } from './storm-activation.js';
import { StormEvents } from './storm-events.js';
import { StormParticipationRepository } from './storm-participation.repository.js';

/** Storm participation rows, the vote quota's activation and realtime storm events (used by posts, votes, storms). */
@Module({
  imports: [RollupsModule],
  providers: [StormParticipationRepository, StormActivation, StormEvents],
  exports: [StormParticipationRepository, StormActivation, StormEvents],
})
export class StormParticipationModule {}
