import { Module } from '@nestjs/common';
import { AgentJobsModule } from '../agent-jobs/agent-jobs.module.js';
import { ListMatchingModule } from '../list-matching/list-matching.module.js';
import { ListsModule } from '../lists/lists.module.js';
import { ThoughtsRepository } from '../thoughts/thoughts.repository.js';
import { ListItemsRepository } from './list-items.repository.js';
import { ListItemsResolver } from './list-items.resolver.js';
import { ListItemsService } from './list-items.service.js';

@Module({
  imports: [AgentJobsModule, ListsModule, ListMatchingModule],
  providers: [ListItemsRepository, ListItemsService, ListItemsResolver, ThoughtsRepository],
})
export class ListItemsModule {}
