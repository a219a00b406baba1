import { Module } from '@nestjs/common';
import { WebPagesRepository } from './web-pages.repository.js';
import { WebPagesResolver } from './web-pages.resolver.js';
import { WebPagesService } from './web-pages.service.js';

@Module({
  providers: [WebPagesRepository, WebPagesService, WebPagesResolver],
  exports: [WebPagesService],
})
export class WebPagesModule {}
