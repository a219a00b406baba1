import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Person } from '../people/person.model.js';
import { Stream } from '../streams/stream.model.js';
import { Organization, OrganizationFull, OrganizationWebsite } from './organization.model.js';

/** OrganizationFull's object-typed fields (see the Stream model for why they are served here). */
@Resolver(() => OrganizationFull)
export class OrganizationFullFieldsResolver {
  @ResolveField('organization', () => Organization)
  organization(@Parent() o: OrganizationFull): Organization {
    return o.organization;
  }

  @ResolveField('websites', () => [OrganizationWebsite])
  websites(@Parent() o: OrganizationFull): OrganizationWebsite[] {
    return o.websites;
  }

  @ResolveField('streams', () => [Stream])
  streams(@Parent() o: OrganizationFull): Stream[] {
    return o.streams;
  }

  @ResolveField('people', () => [Person])
  people(@Parent() o: OrganizationFull): Person[] {
    return o.people;
  }
}
