import { Module } from '@nestjs/common';
import { HiveReadModelModule } from '../hive-read-model/hive-read-model.module.js';
import { PermissionsModule } from '../permissions/permissions.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { WebPagesModule } from '../web-pages/web-pages.module.js';
import { FeedsRepository } from './feeds.repository.js';
import { FeedsResolver } from './feeds.resolver.js';
import { FeedsService } from './feeds.service.js';
import { RelatedPostsRepository } from './related-posts.repository.js';
import { RelatedPostsResolver } from './related-posts.resolver.js';
import { RelatedPostsService } from './related-posts.service.js';

@Module({
  imports: [PostsModule, PermissionsModule, HiveReadModelModule, WebPagesModule],
  providers: [
    FeedsRepository,
    FeedsService,
    FeedsResolver,
    RelatedPostsRepository,
    RelatedPostsService,
    RelatedPostsResolver,
  ],
})
export class FeedsModule {}
