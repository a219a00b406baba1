import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { OrganizationFull } from './organization.model.js';
import { OrganizationsService } from './organizations.service.js';

@Resolver(() => OrganizationFull)
export class OrganizationsResolver {
  constructor(private readonly service: OrganizationsService) {}

  /** GET /api/organizations/full?organizationId | streamId&includeConnections=true. */
  @Query(() => OrganizationFull)
  organizationFull(
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId: string | null,
    @Args('streamId', { type: () => ID, nullable: true }) streamId: string | null,
    @Args('includeConnections', { type: () => Boolean, nullable: true }) includeConnections: boolean | null,
  ): Promise<OrganizationFull> {
    return this.service.full({ organizationId, streamId, includeConnections });
  }
}
