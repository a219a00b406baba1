import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module.js';
import { OrganizationFullFieldsResolver } from './organization-fields.resolver.js';
import { OrganizationsRepository } from './organizations.repository.js';
import { OrganizationsResolver } from './organizations.resolver.js';
import { OrganizationsService } from './organizations.service.js';

@Module({
  imports: [PeopleModule],
  providers: [OrganizationsRepository, OrganizationsService, OrganizationsResolver, OrganizationFullFieldsResolver],
})
export class OrganizationsModule {}
