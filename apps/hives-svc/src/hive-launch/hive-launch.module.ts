import { Module } from '@nestjs/common';
import { HivesModule } from '../hives/hives.module.js';
import { InvitationsModule } from '../invitations/invitations.module.js';
import { HiveLaunchResolver } from './hive-launch.resolver.js';
import { HiveLaunchService } from './hive-launch.service.js';

@Module({ imports: [HivesModule, InvitationsModule], providers: [HiveLaunchService, HiveLaunchResolver] })
export class HiveLaunchModule {}
