import { RestCheckHiveDocument } from '../generated/graphql.js';
import { bodyFields, uuidField } from './core/body.js';
import { route } from './core/route.js';

/**
 * POST /api/permissions/check-hive {hiveId} → { canVote, canPost } (spec 2 §7): a signed-in call, so
 * guests are answered 401 before their input is read (issue 20). The web app reads the same answer
 * through GraphQL's hivePermissions, which tells guests false for both.
 */
export const permissionRoutes = [
  route('POST', '/api/permissions/check-hive', {
    session: true,
    operation: RestCheckHiveDocument,
    variables: async (ctx) => ({ hiveId: uuidField(await bodyFields(ctx), 'hiveId') }),
    answer: ({ hivePermissions: p }) => ({ canVote: p.canVote, canPost: p.canPost }),
  }),
];
