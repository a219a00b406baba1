import { Module } from '@nestjs/common';
import { HiveAgentResolver } from './hive-agent.resolver.js';
import { HiveAgentService } from './hive-agent.service.js';

@Module({ providers: [HiveAgentService, HiveAgentResolver] })
export class HiveAgentModule {}
