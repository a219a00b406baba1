import { Injectable } from '@nestjs/common';
import { isUuid } from '@hivemind/common';
import { STREAM_CONNECTION_CHILD } from '@hivemind/contracts';
import { PeopleService } from '../people/people.service.js';
import type { OrganizationFull, OrganizationStream, StreamHierarchyEdge } from './organization.model.js';
import { OrganizationException } from './organizations.exception.js';
import { OrganizationsRepository, type HierarchyStreamRow, type StreamCountsRow } from './organizations.repository.js';

export interface OrganizationLookup {
  organizationId?: string | null;
  streamId?: string | null;
  includeConnections?: boolean | null;
}

const NO_POSTS: StreamCountsRow = { postCount: 0, positive: 0, negative: 0, neutral: 0, mixed: 0 };

/**
 * Organizations (spec 3 §2.8, §3 Organization, §7 GET /api/organizations/full): by id or by a stream
 * of theirs, with their websites, key members and stream hierarchy. Guests read them.
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
   * child departments and their child products, each with its edges; without, only its own stream.
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

  private async streams(rootId: string | null, withConnections: boolean): Promise<OrganizationStream[]> {
    if (!rootId) return [];
    const rows = withConnections ? await this.repo.hierarchy(rootId) : await this.repo.stream(rootId);
    const counts = await this.repo.streamCounts(rows.map((r) => r.id));
    const edges = withConnections ? hierarchyEdges(rows) : null;
    return rows.map(({ parentId: _parent, ...s }) => {
      const { postCount, ...sentimentCounts } = counts.get(s.id) ?? NO_POSTS;
      return {
        ...s,
        postCount,
        sentimentCounts,
        connections: edges
          ? {
              inbound: edges.filter((e) => e.targetId === s.id),
              outbound: edges.filter((e) => e.sourceId === s.id),
            }
          : null,
      };
    });
  }
}

/** The parent → child edges among the streams answered (the root's own parent is outside them). */
export function hierarchyEdges(rows: readonly HierarchyStreamRow[]): StreamHierarchyEdge[] {
  const answered = new Set(rows.map((r) => r.id));
  return rows
    .filter((r) => r.parentId !== null && answered.has(r.parentId))
    .map((r) => ({ sourceId: r.parentId!, targetId: r.id, relationship: STREAM_CONNECTION_CHILD }));
}
