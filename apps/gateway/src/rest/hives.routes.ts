import { HiveMessages, HIVES_PAGE_SIZE } from '@hivemind/contracts';
import {
  RestAllHivesDocument,
  RestFollowHiveDocument,
  RestHiveDocument,
  RestHiveHierarchyDocument,
  RestLaunchHiveDocument,
  RestLocalizationHivesDocument,
  RestMyHivesDocument,
  RestUnfollowHiveDocument,
  RestUpdateHiveDocument,
  RestUserDropsCheckDocument,
  type UpdateHiveInput,
} from '../generated/graphql.js';
import { bodyFields, type BodyFields } from './core/body.js';
import { badRequest, notFound } from './core/errors.js';
import { intParam, requireUuid, trimmedParam } from './core/params.js';
import { route } from './core/route.js';
import { emailsInput, hiveJson, hiveOf, hiveRefJson, invitationResultJson } from './hives-json.js';

/**
 * Hives (spec 1 §7, spec 2 §7, spec 4): the hives panel's lists, one hive, Launch New Hive, the
 * owners' settings, follow, the hierarchy and the pickers. Membership, invitations and the agent are
 * in hives-members.routes.ts. Operations in graphql/hives.graphql.
 */

/** PATCH fields as the spec names them (snake_case), typed or refused with 400. */
function updateInput(body: BodyFields): UpdateHiveInput {
  const input: UpdateHiveInput = {};
  const text = (key: string, field: 'name' | 'description' | 'website' | 'type') => {
    const v = body[key];
    if (v === undefined) return;
    if (v !== null && typeof v !== 'string') throw badRequest(`${key} must be a string`);
    input[field] = v ?? '';
  };
  text('name', 'name');
  text('description', 'description');
  text('website', 'website');
  text('type', 'type');
  if (body.email_domains !== undefined) {
    const d = body.email_domains;
    if (!Array.isArray(d) || !d.every((x) => typeof x === 'string'))
      throw badRequest('email_domains must be an array of strings');
    input.emailDomains = d;
  }
  if (body.allow_followers !== undefined) {
    if (typeof body.allow_followers !== 'boolean') throw badRequest('allow_followers must be true or false');
    input.allowFollowers = body.allow_followers;
  }
  if (input.name === '') throw badRequest(HiveMessages.nameTooShort);
  if (input.type === '') delete input.type;
  return input;
}

const idOf = (ctx: { params: Record<string, string> }) => ({ id: requireUuid(ctx.params.id, 'id') });

export const hiveRoutes = [
  route('GET', '/api/hives', {
    session: true,
    operation: RestMyHivesDocument,
    variables: (ctx) => ({ search: trimmedParam(ctx.url, 'search') }),
    answer: ({ myHives }) => ({ hives: myHives.map(hiveJson) }),
  }),

  route('GET', '/api/hives/all', {
    operation: RestAllHivesDocument,
    variables: (ctx) => ({
      page: intParam(ctx.url, 'page') ?? 1,
      limit: intParam(ctx.url, 'limit') ?? HIVES_PAGE_SIZE,
      search: trimmedParam(ctx.url, 'search'),
      type: trimmedParam(ctx.url, 'type'),
    }),
    answer: ({ allHives }, _ctx, { page, limit }) => ({
      hives: allHives.hives.map(hiveJson),
      pagination: { page, limit, hasMore: allHives.hasMore },
    }),
  }),

  route('GET', '/api/hives/localization', {
    operation: RestLocalizationHivesDocument,
    variables: (ctx) => {
      const type = trimmedParam(ctx.url, 'type');
      if (!type) throw badRequest('type is required');
      return { type, parentId: trimmedParam(ctx.url, 'parent_id'), search: trimmedParam(ctx.url, 'search') };
    },
    answer: ({ localizationHives }) => ({ hives: localizationHives.map(hiveRefJson) }),
  }),

  route('POST', '/api/hives', {
    session: true,
    operation: RestLaunchHiveDocument,
    variables: async (ctx) => {
      const body = await bodyFields(ctx);
      const emails = emailsInput(body.emails);
      if (typeof body.name !== 'string' || !emails) throw badRequest(HiveMessages.launchInvalid);
      if (body.type !== undefined && body.type !== null && typeof body.type !== 'string')
        throw badRequest('type must be a string');
      return { name: body.name, emails, type: body.type || null };
    },
    status: 201,
    answer: ({ launchHive }) => ({
      hive: hiveJson(launchHive.hive),
      ...invitationResultJson(launchHive),
      message: HiveMessages.invitationsSent(launchHive.invitationsCreated),
    }),
  }),

  route('GET', '/api/hives/:id', {
    operation: RestHiveDocument,
    variables: (ctx) => ({ id: ctx.params.id ?? '' }),
    answer: ({ hive }) => {
      if (!hive) throw notFound(HiveMessages.notFound);
      const json = hiveJson(hive);
      // The fields at the top level and again under `hive`: spec 2 §7 notes readers of both shapes.
      return { ...json, hive: json };
    },
  }),

  route('PATCH', '/api/hives/:id', {
    session: true,
    operation: RestUpdateHiveDocument,
    variables: async (ctx) => {
      const { id } = idOf(ctx);
      return { id, input: updateInput(await bodyFields(ctx)) };
    },
    answer: ({ updateHive }, _ctx, { input }) => ({
      hive: hiveJson(updateHive),
      message: input.emailDomains !== undefined ? HiveMessages.domainsUpdated : 'Hive updated successfully',
    }),
  }),

  route('POST', '/api/hives/:id/follow', {
    session: true,
    operation: RestFollowHiveDocument,
    variables: idOf,
    answer: ({ followHive }) => ({
      hive: hiveJson(followHive),
      is_following: true,
      followers_count: followHive.followersCount,
    }),
  }),

  route('DELETE', '/api/hives/:id/follow', {
    session: true,
    operation: RestUnfollowHiveDocument,
    variables: idOf,
    answer: ({ unfollowHive }) => ({
      hive: hiveJson(unfollowHive),
      is_following: false,
      followers_count: unfollowHive.followersCount,
    }),
  }),

  route('GET', '/api/hives/:id/hierarchy', {
    operation: RestHiveHierarchyDocument,
    variables: (ctx) => ({ id: ctx.params.id ?? '' }),
    answer: ({ hiveHierarchy }) => ({ success: true, hierarchy: hiveHierarchy.map(hiveRefJson) }),
  }),

  /**
   * Whether the user posted in the hive (spec 2 §4: the feed stays hidden until they post), from
   * feeds-svc's posts (any of the user's posts there, hidden or moderated ones included). Two
   * operations: the hive first, so an unknown hive is 404 'Hive not found.'.
   */
  route('GET', '/api/hives/:id/user-drops-check', {
    session: true,
    handler: async (ctx) => {
      const hive = await hiveOf(ctx);
      const { hasPostsInHive } = await ctx.graphql(RestUserDropsCheckDocument, { hiveId: hive.id });
      return { body: { hasUserPosts: hasPostsInHive } };
    },
  }),
];
