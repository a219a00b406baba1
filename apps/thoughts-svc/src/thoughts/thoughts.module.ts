import { Module } from '@nestjs/common';
import { AgentJobsModule } from '../agent-jobs/agent-jobs.module.js';
import { PipelineModule } from '../pipeline/pipeline.module.js';
import { ThoughtEditResolver } from './thought-edit.resolver.js';
import { ThoughtEditService } from './thought-edit.service.js';
import { ThoughtStagesService } from './thought-stages.service.js';
import { ThoughtsRepository } from './thoughts.repository.js';
import { ThoughtsResolver } from './thoughts.resolver.js';
import { ThoughtsService } from './thoughts.service.js';

@Module({
  imports: [PipelineModule, AgentJobsModule],
  providers: [
    ThoughtsRepository,
    ThoughtsService,
    ThoughtStagesService,
    ThoughtEditService,
    ThoughtsResolver,
    ThoughtEditResolver,
  ],
})
export class ThoughtsModule {}
