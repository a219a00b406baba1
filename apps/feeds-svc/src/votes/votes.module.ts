import { Module } from '@nestjs/common';
import { ModerationRepository } from '../moderation/moderation.repository.js';
import { PermissionsModule } from '../permissions/permissions.module.js';
import { RollupsModule } from '../rollups/rollups.module.js';
import { StormParticipationModule } from '../storm-participation/storm-participation.module.js';
import { VotesRepository } from './votes.repository.js';
import { VotesResolver } from './votes.resolver.js';
import { VotesService } from './votes.service.js';

@Module({
  imports: [PermissionsModule, RollupsModule, StormParticipationModule],
  providers: [VotesRepository, ModerationRepository, VotesService, VotesResolver],
})
export class VotesModule {}
