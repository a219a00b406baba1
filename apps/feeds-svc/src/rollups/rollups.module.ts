import { Module } from '@nestjs/common';
import { ActivityRollupsRepository } from './activity-rollups.repository.js';

/** The activity rollups' writer, shared by every feature whose writes change what posts count for. */
@Module({ providers: [ActivityRollupsRepository], exports: [ActivityRollupsRepository] })
export class RollupsModule {}
