import { Module } from '@nestjs/common';
import { MembershipModule } from '../membership/membership.module.js';
import { HiveAgentRepository } from './hive-agent.repository.js';
import { HiveAgentResolver } from './hive-agent.resolver.js';
import { HiveAgentService } from './hive-agent.service.js';

@Module({ imports: [MembershipModule], providers: [HiveAgentRepository, HiveAgentService, HiveAgentResolver] })
export class HiveAgentModule {}
