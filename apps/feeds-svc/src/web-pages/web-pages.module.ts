import { Module } from '@nestjs/common';
import { PermissionsModule } from '../permissions/permissions.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { RollupsModule } from '../rollups/rollups.module.js';
import { StoreWebPageJob } from './jobs/store-web-page.job.js';
import { WebPageIngestionFlow } from './web-page-ingestion.flow.js';
import { WebPageIngestionResolver } from './web-page-ingestion.resolver.js';
import { WebPageIngestionService } from './web-page-ingestion.service.js';
import { WebPageProcessesRepository } from './web-page-processes.repository.js';
import { WebPagesRepository } from './web-pages.repository.js';
import { WebPagesResolver } from './web-pages.resolver.js';
import { WebPagesService } from './web-pages.service.js';

/**
 * Web pages: reading them (WebPagesService) and ingesting a pasted link (WebPageIngestionService
 * records the process, WebPageIngestionFlow queues fetch-web-page on the agent worker under
 * StoreWebPageJob, which stores the page and its drops and sends each through the post pipeline).
 */
@Module({
  imports: [PermissionsModule, PostsModule, RollupsModule],
  providers: [
    WebPagesRepository,
    WebPagesService,
    WebPagesResolver,
    WebPageProcessesRepository,
    WebPageIngestionFlow,
    WebPageIngestionService,
    WebPageIngestionResolver,
    StoreWebPageJob,
  ],
  exports: [WebPagesService],
})
export class WebPagesModule {}
