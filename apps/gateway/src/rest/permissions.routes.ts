import { bodyFields, uuidField } from './core/body.js';
import { typedOperation } from './core/context.js';
import { route } from './core/route.js';

/** POST /api/permissions/check-hive {hiveId} → { canVote, canPost } (spec 2 §7); guests get false. */
const CHECK = typedOperation<{ hivePermissions: { canVote: boolean; canPost: boolean } }>(
  `query RestCheckHive($hiveId: ID!) { hivePermissions(hiveId: $hiveId) { canVote canPost } }`,
);

export const permissionRoutes = [
  route('POST', '/api/permissions/check-hive', {
    operation: CHECK,
    variables: async (ctx) => ({ hiveId: uuidField(await bodyFields(ctx), 'hiveId') }),
    answer: ({ hivePermissions: p }) => ({ canVote: p.canVote, canPost: p.canPost }),
  }),
];
