import { Module } from '@nestjs/common';
import { ListsRepository } from './lists.repository.js';
import { ListsResolver } from './lists.resolver.js';
import { ListsService } from './lists.service.js';

@Module({
  providers: [ListsRepository, ListsService, ListsResolver],
  exports: [ListsService],
})
export class ListsModule {}
