import { Module } from '@nestjs/common';
import { HiveReadModelModule } from '../hive-read-model/hive-read-model.module.js';
import { PostsResolver } from './posts.resolver.js';
import { PostsService } from './posts.service.js';

@Module({ imports: [HiveReadModelModule], providers: [PostsService, PostsResolver] })
export class PostsModule {}
