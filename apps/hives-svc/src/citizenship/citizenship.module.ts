import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module.js';
import { CitizenshipResolver } from './citizenship.resolver.js';
import { CitizenshipService } from './citizenship.service.js';

@Module({ imports: [OutboxModule], providers: [CitizenshipService, CitizenshipResolver] })
export class CitizenshipModule {}
