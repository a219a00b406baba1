import { Module } from '@nestjs/common';
import { PeopleRepository } from './people.repository.js';
import { PeopleResolver } from './people.resolver.js';
import { PeopleService } from './people.service.js';

@Module({ providers: [PeopleRepository, PeopleService, PeopleResolver], exports: [PeopleService] })
export class PeopleModule {}
