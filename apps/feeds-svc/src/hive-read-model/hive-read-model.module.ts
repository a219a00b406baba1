import { Module } from '@nestjs/common';
import { HiveReadModelRepository } from './hive-read-model.repository.js';
import { HiveEventsConsumer } from './jobs/hive-events.consumer.js';

@Module({ providers: [HiveReadModelRepository, HiveEventsConsumer], exports: [HiveReadModelRepository] })
export class HiveReadModelModule {}
