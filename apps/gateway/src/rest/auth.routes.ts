import { AccountMessages, type AuthUserJson } from '@hivemind/contracts';
import { badRequest, unauthorized } from './errors.js';
import type { RestContext, RestRouter } from './router.js';

/**
 * Accounts and sessions (spec 4). hives-svc vouches for credentials through internal-only fields;
 * the session itself (Redis + the httpOnly `sid` cookie) is the gateway's. Register and login need no
 * CSRF proof when sent without a cookie; everything state-changing sent with it does (http/csrf.ts).
 */
const REGISTER = /* GraphQL */ `
  mutation RestRegister($email: String!, $password: String!) {
    registerUser(email: $email, password: $password) {
      id
      email
    }
  }
`;

const VERIFY_CREDENTIALS = /* GraphQL */ `
  mutation RestLogin($email: String!, $password: String!) {
    verifyCredentials(email: $email, password: $password) {
      id
      email
    }
  }
`;

const CHANGE_PASSWORD = /* GraphQL */ `
  mutation RestChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`;

const ME = /* GraphQL */ `
  query RestMe {
    me {
      id
      email
    }
  }
`;

interface UserData {
  id: string;
  email: string | null;
}

/** The body as an object of fields, or an empty one (missing fields are then reported by name). */
export async function bodyFields(ctx: RestContext): Promise<Record<string, unknown>> {
  const body = await ctx.body();
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

async function credentials(ctx: RestContext): Promise<{ email: string; password: string }> {
  const { email, password } = await bodyFields(ctx);
  if (typeof email !== 'string' || typeof password !== 'string') {
    throw badRequest(AccountMessages.emailAndPasswordRequired);
  }
  return { email, password };
}

function userJson(user: UserData): AuthUserJson {
  return { id: user.id, email: user.email ?? '' };
}

export function registerAuthRoutes(router: RestRouter): void {
  router.add('GET', '/api/auth/check', async (ctx) => {
    if (!ctx.session) throw unauthorized();
    return { body: { user: { id: ctx.session.userId } } };
  });

  router.add('POST', '/api/auth/register', async (ctx) => {
    const input = await credentials(ctx);
    const { registerUser } = await ctx.graphql<{ registerUser: UserData }>(REGISTER, input, { internal: true });
    const cookie = await ctx.sessions.start(registerUser.id);
    return { status: 201, body: { user: userJson(registerUser) }, headers: { 'set-cookie': cookie } };
  });

  router.add('POST', '/api/auth/login', async (ctx) => {
    const input = await credentials(ctx);
    const { verifyCredentials: user } = await ctx.graphql<{ verifyCredentials: UserData | null }>(
      VERIFY_CREDENTIALS,
      input,
      { internal: true },
    );
    if (!user) throw unauthorized(AccountMessages.invalidCredentials);
    const cookie = await ctx.sessions.start(user.id);
    return { body: { user: userJson(user) }, headers: { 'set-cookie': cookie } };
  });

  // RPC auth.signOut: the session is revoked on the server, not only forgotten by the browser.
  router.add('POST', '/api/auth/logout', async (ctx) => {
    const cookie = await ctx.sessions.end();
    return { status: 204, headers: { 'set-cookie': cookie } };
  });

  // RPC auth.getCurrentUser.
  router.add('GET', '/api/auth/me', async (ctx) => {
    if (!ctx.session) throw unauthorized();
    const { me } = await ctx.graphql<{ me: UserData | null }>(ME);
    if (!me) throw unauthorized();
    return { body: userJson(me) };
  });

  // RPC auth.updatePasswordWithCurrentPassword: every other session of the user is revoked.
  router.add('POST', '/api/auth/password', async (ctx) => {
    const session = ctx.session;
    if (!session) throw unauthorized();
    const { currentPassword, newPassword } = await bodyFields(ctx);
    if (typeof currentPassword !== 'string' || typeof newPassword !== 'string') {
      throw badRequest(AccountMessages.passwordsRequired);
    }
    await ctx.graphql<{ changePassword: boolean }>(
      CHANGE_PASSWORD,
      { currentPassword, newPassword },
      { internal: true },
    );
    await ctx.sessions.revokeOthers(session.userId);
    return { status: 204 };
  });
}
