import { Module } from '@nestjs/common';
import { AnalyticsRepository } from './analytics.repository.js';
import { AnalyticsResolver } from './analytics.resolver.js';
import { AnalyticsService } from './analytics.service.js';

@Module({ providers: [AnalyticsRepository, AnalyticsService, AnalyticsResolver] })
export class AnalyticsModule {}
