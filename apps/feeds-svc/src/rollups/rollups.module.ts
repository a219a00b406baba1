import { Module } from '@nestjs/common';
import { ActivityRollupsRepository } from './activity-rollups.repository.js';
import { RollupRetention } from './rollup-retention.js';

/**
 * The activity rollups' writer, shared by every feature whose writes change what posts count for,
 * and the retention of their hourly rows.
 */
@Module({ providers: [ActivityRollupsRepository, RollupRetention], exports: [ActivityRollupsRepository] })
export class RollupsModule {}
