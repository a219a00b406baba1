import type { OrganizationFullJson, PersonJson } from '@hivemind/contracts';
import { RestOrganizationFullDocument, RestPersonDocument } from '../generated/graphql.js';
import { badRequest } from './core/errors.js';
import { booleanParam, uuidParam } from './core/params.js';
import { route } from './core/route.js';
import { organizationStreamJson, personJson } from './media-json.js';

/**
 * Organizations and people (spec 3 §2.8, §2.9, §3 Organization, Person, §7 Media entities): guests
 * read them, and every guest gets the same answer. Operations in graphql/organizations.graphql.
 */
export const organizationRoutes = [
  route('GET', '/api/organizations/full', {
    guestCacheable: true,
    operation: RestOrganizationFullDocument,
    variables: (ctx) => {
      const organizationId = uuidParam(ctx.url, 'organizationId');
      const streamId = uuidParam(ctx.url, 'streamId');
      if (!organizationId && !streamId) throw badRequest('organizationId or streamId is required');
      return { organizationId, streamId, includeConnections: booleanParam(ctx.url, 'includeConnections') === true };
    },
    answer: ({ organizationFull: o }): OrganizationFullJson => ({
      organization: {
        id: o.organization.id,
        name: o.organization.name,
        logo: o.organization.logo,
        description: o.organization.description,
        business_category: o.organization.businessCategory,
        stream_id: o.organization.streamId,
      },
      websites: o.websites.map((w) => ({ id: w.id, title: w.title, url: w.url })),
      streams: o.streams.map(organizationStreamJson),
      people: o.people.map(personJson),
    }),
  }),

  route('GET', '/api/people/full', {
    guestCacheable: true,
    operation: RestPersonDocument,
    variables: (ctx) => {
      const id = uuidParam(ctx.url, 'personId');
      if (!id) throw badRequest('personId is required');
      return { id };
    },
    answer: ({ person }): { person: PersonJson } => ({ person: personJson(person) }),
  }),
];
