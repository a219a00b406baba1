import { AccountMessages, type AuthUserJson } from '@hivemind/contracts';
import {
  RestChangePasswordDocument,
  RestLoginDocument,
  RestMeDocument,
  RestRegisterDocument,
  type RestMeQuery,
} from '../generated/graphql.js';
import { bodyFields } from './core/body.js';
import type { RestContext } from './core/context.js';
import { badRequest, unauthorized } from './core/errors.js';
import { route } from './core/route.js';

/**
 * Accounts and sessions (spec 4). hives-svc vouches for credentials through internal-only fields;
 * the session itself (Redis + the httpOnly `sid` cookie) is the gateway's, so the routes that start
 * or end one have handlers of their own. Register and login need no CSRF proof when sent without a
 * cookie; everything state-changing sent with it does (http/csrf.ts). Operations in graphql/auth.graphql.
 */
async function credentials(ctx: RestContext): Promise<{ email: string; password: string }> {
  const { email, password } = await bodyFields(ctx);
  if (typeof email !== 'string' || typeof password !== 'string') {
    throw badRequest(AccountMessages.emailAndPasswordRequired);
  }
  return { email, password };
}

function userJson(user: NonNullable<RestMeQuery['me']>): AuthUserJson {
  return { id: user.id, email: user.email ?? '' };
}

export const authRoutes = [
  route('GET', '/api/auth/check', {
    session: true,
    handler: async (ctx) => ({ body: { user: { id: ctx.session.userId } } }),
  }),

  route('POST', '/api/auth/register', {
    handler: async (ctx) => {
      const { registerUser } = await ctx.graphql(RestRegisterDocument, await credentials(ctx), { internal: true });
      const cookie = await ctx.sessions.start(registerUser.id);
      return { status: 201, body: { user: userJson(registerUser) }, headers: { 'set-cookie': cookie } };
    },
  }),

  route('POST', '/api/auth/login', {
    handler: async (ctx) => {
      const { verifyCredentials: user } = await ctx.graphql(RestLoginDocument, await credentials(ctx), {
        internal: true,
      });
      if (!user) throw unauthorized(AccountMessages.invalidCredentials);
      const cookie = await ctx.sessions.start(user.id);
      return { body: { user: userJson(user) }, headers: { 'set-cookie': cookie } };
    },
  }),

  // RPC auth.signOut: the session is revoked on the server, not only forgotten by the browser.
  route('POST', '/api/auth/logout', {
    handler: async (ctx) => ({ status: 204, headers: { 'set-cookie': await ctx.sessions.end() } }),
  }),

  // RPC auth.getCurrentUser.
  route('GET', '/api/auth/me', {
    session: true,
    operation: RestMeDocument,
    answer: ({ me }) => {
      if (!me) throw unauthorized();
      return userJson(me);
    },
  }),

  // RPC auth.updatePasswordWithCurrentPassword: every other session of the user is revoked.
  route('POST', '/api/auth/password', {
    session: true,
    handler: async (ctx) => {
      const { currentPassword, newPassword } = await bodyFields(ctx);
      if (typeof currentPassword !== 'string' || typeof newPassword !== 'string') {
        throw badRequest(AccountMessages.passwordsRequired);
      }
      await ctx.graphql(RestChangePasswordDocument, { currentPassword, newPassword }, { internal: true });
      await ctx.sessions.revokeOthers(ctx.session.userId);
      return { status: 204 };
    },
  }),
];
