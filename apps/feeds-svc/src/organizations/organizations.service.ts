import { Injectable } from '@nestjs/common';
import { isUuid } from '@hivemind/common';
import { PeopleService } from '../people/people.service.js';
import type { Stream } from '../streams/stream.model.js';
import { presentStream } from '../streams/streams.service.js';
import type { OrganizationFull } from './organization.model.js';
import { OrganizationException } from './organizations.exception.js';
import { OrganizationsRepository } from './organizations.repository.js';

export interface OrganizationLookup {
  organizationId?: string | null;
  streamId?: string | null;
  includeConnections?: boolean | null;
}

/**
 * Organizations (spec 3 §2.8, §3 Organization, §7 GET /api/organizations/full): by id or by a stream
 * of theirs, with their websites, key members and stream hierarchy. Stream counts are the streams'
 * own totals, kept with the activity rollups. Guests read them.
 */
@Injectable()
export class OrganizationsService {
  constructor(
    private readonly repo: OrganizationsRepository,
    private readonly people: PeopleService,
  ) {}

  /**
   * organizationId, else streamId (the organization whose stream it is, or the nearest one above it).
   * With includeConnections the streams are the hierarchy from the organization's stream down to its
   * child departments and their child products (the stream connections); without, its own stream.
   */
  async full(input: OrganizationLookup): Promise<OrganizationFull> {
    const id = await this.resolveId(input);
    const org = id ? await this.repo.byId(id) : null;
    if (!org) throw OrganizationException.notFound();
    const { websites, ...organization } = org;
    const [streams, people] = await Promise.all([
      this.streams(org.streamId, input.includeConnections === true),
      this.people.membersOf(org.id),
    ]);
    return { organization, websites, streams, people };
  }

  private async resolveId({ organizationId, streamId }: OrganizationLookup): Promise<string | null> {
    if (organizationId) return isUuid(organizationId) ? organizationId : null;
    if (streamId) return isUuid(streamId) ? this.repo.idByStream(streamId) : null;
    throw OrganizationException.noId();
  }

  private async streams(rootId: string | null, withHierarchy: boolean): Promise<Stream[]> {
    if (!rootId) return [];
    return (await this.repo.hierarchy(rootId, withHierarchy ? 2 : 0)).map(presentStream);
  }
}
