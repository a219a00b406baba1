import { Module } from '@nestjs/common';
import { StreamsModule } from '../streams/streams.module.js';
import { DASHBOARD_FIELD_RESOLVERS } from './dashboard-fields.resolver.js';
import { DashboardRepository } from './dashboard.repository.js';
import { DashboardResolver } from './dashboard.resolver.js';
import { DashboardService } from './dashboard.service.js';

/** The dashboard's cards and a stream's dashboard, summed from the activity rollups. */
@Module({
  imports: [StreamsModule],
  providers: [DashboardRepository, DashboardService, DashboardResolver, ...DASHBOARD_FIELD_RESOLVERS],
})
export class DashboardModule {}
