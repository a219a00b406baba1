import { RestCheckHiveDocument } from '../generated/graphql.js';
import { bodyFields, uuidField } from './core/body.js';
import { route } from './core/route.js';

/** POST /api/permissions/check-hive {hiveId} → { canVote, canPost } (spec 2 §7); guests get false. */
export const permissionRoutes = [
  route('POST', '/api/permissions/check-hive', {
    operation: RestCheckHiveDocument,
    variables: async (ctx) => ({ hiveId: uuidField(await bodyFields(ctx), 'hiveId') }),
    answer: ({ hivePermissions: p }) => ({ canVote: p.canVote, canPost: p.canPost }),
  }),
];
