import { Module } from '@nestjs/common';
import { ModerationRepository } from '../moderation/moderation.repository.js';
import { PermissionsModule } from '../permissions/permissions.module.js';
import { VotesResolver } from './votes.resolver.js';
import { VotesService } from './votes.service.js';

@Module({ imports: [PermissionsModule], providers: [VotesService, VotesResolver, ModerationRepository] })
export class VotesModule {}
