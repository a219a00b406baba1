import { Module } from '@nestjs/common';
import { PermissionsModule } from '../permissions/permissions.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { FeedsResolver } from './feeds.resolver.js';
import { FeedsService } from './feeds.service.js';
import { RelatedPostsResolver } from './related-posts.resolver.js';
import { RelatedPostsService } from './related-posts.service.js';

@Module({
  imports: [PostsModule, PermissionsModule],
  providers: [FeedsService, FeedsResolver, RelatedPostsService, RelatedPostsResolver],
})
export class FeedsModule {}
