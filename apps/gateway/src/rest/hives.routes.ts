import { HiveMessages, HIVES_PAGE_SIZE } from '@hivemind/contracts';
import { bodyFields } from './auth.routes.js';
import { badRequest, notFound, unauthorized } from './errors.js';
import {
  emailsInput,
  HIVE_FIELDS,
  HIVE_REF_FIELDS,
  hiveJson,
  hiveRefJson,
  INVITATION_RESULT_FIELDS,
  invitationResultJson,
  type HiveData,
  type HiveRefData,
  type InvitationResultData,
} from './hives-json.js';
import { intParam, requireUuid, type RestContext, type RestRouter } from './router.js';

/**
 * Hives (spec 1 §7, spec 2 §7, spec 4): the hives panel's lists, one hive, Launch New Hive, the
 * owners' settings, follow, the hierarchy and the pickers. Membership, invitations and the agent are
 * in hives-members.routes.ts.
 */
const MY_HIVES = `query RestMyHives($search: String) { myHives(search: $search) { ${HIVE_FIELDS} } }`;
const ALL_HIVES = `query RestAllHives($page: Int, $limit: Int, $search: String, $type: String) {
  allHives(page: $page, limit: $limit, search: $search, type: $type) { hasMore hives { ${HIVE_FIELDS} } }
}`;
const HIVE = `query RestHive($id: ID!) { hive(id: $id) { ${HIVE_FIELDS} } }`;
const LAUNCH = `mutation RestLaunchHive($name: String!, $emails: [String!]!, $type: String) {
  launchHive(name: $name, emails: $emails, type: $type) { ${INVITATION_RESULT_FIELDS} hive { ${HIVE_FIELDS} } }
}`;
const UPDATE = `mutation RestUpdateHive($id: ID!, $input: UpdateHiveInput!) {
  updateHive(id: $id, input: $input) { ${HIVE_FIELDS} }
}`;
const FOLLOW = `mutation RestFollowHive($id: ID!) { followHive(hiveId: $id) { ${HIVE_FIELDS} } }`;
const UNFOLLOW = `mutation RestUnfollowHive($id: ID!) { unfollowHive(hiveId: $id) { ${HIVE_FIELDS} } }`;
const HIERARCHY = `query RestHiveHierarchy($id: ID!) { hiveHierarchy(id: $id) { ${HIVE_REF_FIELDS} } }`;
const LOCALIZATION = `query RestLocalizationHives($type: String!, $parentId: ID, $search: String) {
  localizationHives(type: $type, parentId: $parentId, search: $search) { ${HIVE_REF_FIELDS} }
}`;

export function requireSession(ctx: RestContext): void {
  if (!ctx.session) throw unauthorized();
}

function textParam(ctx: RestContext, name: string): string | null {
  return ctx.url.searchParams.get(name)?.trim() || null;
}

/** The hive of a path, or 404 'Hive not found.' (also for ids that are not UUIDs). */
export async function hiveOf(ctx: RestContext): Promise<HiveData> {
  const id = ctx.params.id ?? '';
  const { hive } = await ctx.graphql<{ hive: HiveData | null }>(HIVE, { id });
  if (!hive) throw notFound(HiveMessages.notFound);
  return hive;
}

/** PATCH fields as the spec names them (snake_case), typed or refused with 400. */
function updateInput(body: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const text = (key: string, field: string) => {
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

export function registerHiveRoutes(router: RestRouter): void {
  router.add('GET', '/api/hives', async (ctx) => {
    requireSession(ctx);
    const { myHives } = await ctx.graphql<{ myHives: HiveData[] }>(MY_HIVES, { search: textParam(ctx, 'search') });
    return { body: { hives: myHives.map(hiveJson) } };
  });

  router.add('GET', '/api/hives/all', async (ctx) => {
    const page = intParam(ctx.url, 'page') ?? 1;
    const limit = intParam(ctx.url, 'limit') ?? HIVES_PAGE_SIZE;
    const { allHives } = await ctx.graphql<{ allHives: { hasMore: boolean; hives: HiveData[] } }>(ALL_HIVES, {
      page,
      limit,
      search: textParam(ctx, 'search'),
      type: textParam(ctx, 'type'),
    });
    return { body: { hives: allHives.hives.map(hiveJson), pagination: { page, limit, hasMore: allHives.hasMore } } };
  });

  router.add('GET', '/api/hives/localization', async (ctx) => {
    const type = textParam(ctx, 'type');
    if (!type) throw badRequest('type is required');
    const parentId = textParam(ctx, 'parent_id');
    const { localizationHives } = await ctx.graphql<{ localizationHives: HiveRefData[] }>(LOCALIZATION, {
      type,
      parentId,
      search: textParam(ctx, 'search'),
    });
    return { body: { hives: localizationHives.map(hiveRefJson) } };
  });

  router.add('POST', '/api/hives', async (ctx) => {
    requireSession(ctx);
    const body = await bodyFields(ctx);
    const emails = emailsInput(body.emails);
    if (typeof body.name !== 'string' || !emails) throw badRequest(HiveMessages.launchInvalid);
    if (body.type !== undefined && body.type !== null && typeof body.type !== 'string')
      throw badRequest('type must be a string');
    const { launchHive } = await ctx.graphql<{ launchHive: InvitationResultData & { hive: HiveData } }>(LAUNCH, {
      name: body.name,
      emails,
      type: body.type || null,
    });
    return {
      status: 201,
      body: {
        hive: hiveJson(launchHive.hive),
        ...invitationResultJson(launchHive),
        message: HiveMessages.invitationsSent(launchHive.invitationsCreated),
      },
    };
  });

  router.add('GET', '/api/hives/:id', async (ctx) => {
    const hive = hiveJson(await hiveOf(ctx));
    // The fields at the top level and again under `hive`: spec 2 §7 notes readers of both shapes.
    return { body: { ...hive, hive } };
  });

  router.add('PATCH', '/api/hives/:id', async (ctx) => {
    requireSession(ctx);
    const id = requireUuid(ctx.params.id, 'id');
    const body = await bodyFields(ctx);
    const input = updateInput(body);
    const { updateHive } = await ctx.graphql<{ updateHive: HiveData }>(UPDATE, { id, input });
    const message = body.email_domains !== undefined ? HiveMessages.domainsUpdated : 'Hive updated successfully';
    return { body: { hive: hiveJson(updateHive), message } };
  });

  router.add('POST', '/api/hives/:id/follow', async (ctx) => {
    requireSession(ctx);
    const { followHive } = await ctx.graphql<{ followHive: HiveData }>(FOLLOW, {
      id: requireUuid(ctx.params.id, 'id'),
    });
    return { body: { hive: hiveJson(followHive), is_following: true, followers_count: followHive.followersCount } };
  });

  router.add('DELETE', '/api/hives/:id/follow', async (ctx) => {
    requireSession(ctx);
    const { unfollowHive } = await ctx.graphql<{ unfollowHive: HiveData }>(UNFOLLOW, {
      id: requireUuid(ctx.params.id, 'id'),
    });
    return {
      body: { hive: hiveJson(unfollowHive), is_following: false, followers_count: unfollowHive.followersCount },
    };
  });

  router.add('GET', '/api/hives/:id/hierarchy', async (ctx) => {
    const id = ctx.params.id ?? '';
    const { hiveHierarchy } = await ctx.graphql<{ hiveHierarchy: HiveRefData[] }>(HIERARCHY, { id });
    return { body: { success: true, hierarchy: hiveHierarchy.map(hiveRefJson) } };
  });

  /**
   * Whether the user posted in the hive (spec 2 §4: the feed stays hidden until they post), from
   * feeds-svc's posts (any of the user's posts there, hidden or moderated ones included).
   */
  router.add('GET', '/api/hives/:id/user-drops-check', async (ctx) => {
    requireSession(ctx);
    const hive = await hiveOf(ctx);
    const { hasPostsInHive } = await ctx.graphql<{ hasPostsInHive: boolean }>(
      `query RestUserDropsCheck($hiveId: ID!) { hasPostsInHive(hiveId: $hiveId) }`,
      { hiveId: hive.id },
    );
    return { body: { hasUserPosts: hasPostsInHive } };
  });
}
