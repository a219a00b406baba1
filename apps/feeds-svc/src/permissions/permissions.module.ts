import { Module } from '@nestjs/common';
import { HiveReadModelModule } from '../hive-read-model/hive-read-model.module.js';
import { PermissionsResolver } from './permissions.resolver.js';
import { PermissionsService } from './permissions.service.js';

@Module({
  imports: [HiveReadModelModule],
  providers: [PermissionsService, PermissionsResolver],
  exports: [PermissionsService],
})
export class PermissionsModule {}
