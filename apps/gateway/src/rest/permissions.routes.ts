import { bodyFields } from './auth.routes.js';
import { requireUuid, type RestRouter } from './router.js';

/** POST /api/permissions/check-hive {hiveId} → { canVote, canPost } (spec 2 §7); guests get false. */
const CHECK = `query RestCheckHive($hiveId: ID!) { hivePermissions(hiveId: $hiveId) { canVote canPost } }`;

export function registerPermissionRoutes(router: RestRouter): void {
  router.add('POST', '/api/permissions/check-hive', async (ctx) => {
    const body = await bodyFields(ctx);
    const hiveId = requireUuid(typeof body.hiveId === 'string' ? body.hiveId : undefined, 'hiveId');
    const { hivePermissions: p } = await ctx.graphql<{ hivePermissions: { canVote: boolean; canPost: boolean } }>(
      CHECK,
      { hiveId },
    );
    return { body: { canVote: p.canVote, canPost: p.canPost } };
  });
}
