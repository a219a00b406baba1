import { Module } from '@nestjs/common';
import { EmbeddingsModule } from '../embeddings/embeddings.module.js';
import { ThoughtsRepository } from './thoughts.repository.js';
import { ThoughtsResolver } from './thoughts.resolver.js';
import { ThoughtsService } from './thoughts.service.js';

@Module({
  imports: [EmbeddingsModule],
  providers: [ThoughtsRepository, ThoughtsService, ThoughtsResolver],
})
export class ThoughtsModule {}
