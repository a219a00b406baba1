import { Module } from '@nestjs/common';
import { ListsModule } from '../lists/lists.module.js';
import { PipelineModule } from '../pipeline/pipeline.module.js';
import { ThoughtsRepository } from '../thoughts/thoughts.repository.js';
import { ListItemsRepository } from './list-items.repository.js';
import { ListItemsResolver } from './list-items.resolver.js';
import { ListItemsService } from './list-items.service.js';

/** ListMatchingRepository comes from PipelineModule, which also uses it (capture flow, finalize). */
@Module({
  imports: [PipelineModule, ListsModule],
  providers: [ListItemsRepository, ListItemsService, ListItemsResolver, ThoughtsRepository],
})
export class ListItemsModule {}
