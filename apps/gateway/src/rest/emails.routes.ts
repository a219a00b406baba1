import { EmailMessages, type UserEmailJson } from '@hivemind/contracts';
import { bodyFields } from './auth.routes.js';
import { badRequest, unauthorized } from './errors.js';
import { requireUuid, type RestContext, type RestRouter } from './router.js';

/**
 * The signed-in user's emails (spec 1 §7, Settings → Hive Waitlist email management). Texts and
 * shapes are contracts' (EmailMessages, UserEmailJson).
 */
const EMAIL_FIELDS = 'id email isVerified isPrimary createdAt';

const MY_EMAILS = /* GraphQL */ `
  query RestMyEmails {
    myEmails { ${EMAIL_FIELDS} }
  }
`;
const ADD_EMAIL = /* GraphQL */ `
  mutation RestAddEmail($email: String!) {
    addEmail(email: $email) { ${EMAIL_FIELDS} }
  }
`;
const VERIFY_EMAIL = /* GraphQL */ `
  mutation RestVerifyEmail($email: String!, $code: String!) {
    verifyEmail(email: $email, code: $code) {
      id
    }
  }
`;
const RESEND_CODE = /* GraphQL */ `
  mutation RestResendEmailCode($email: String!) {
    resendEmailCode(email: $email)
  }
`;
const DELETE_EMAIL = /* GraphQL */ `
  mutation RestDeleteEmail($id: ID!) {
    deleteEmail(id: $id)
  }
`;

interface EmailData {
  id: string;
  email: string;
  isVerified: boolean;
  isPrimary: boolean;
  createdAt: string;
}

function emailJson(e: EmailData): UserEmailJson {
  return {
    id: e.id,
    email: e.email,
    is_verified: e.isVerified,
    is_primary: e.isPrimary,
    created_at: new Date(e.createdAt).toISOString(),
  };
}

function requireSession(ctx: RestContext): void {
  if (!ctx.session) throw unauthorized();
}

async function emailField(ctx: RestContext): Promise<string> {
  const { email } = await bodyFields(ctx);
  if (typeof email !== 'string') throw badRequest(EmailMessages.invalidEmail);
  return email;
}

export function registerEmailRoutes(router: RestRouter): void {
  router.add('GET', '/api/user/emails', async (ctx) => {
    requireSession(ctx);
    const { myEmails } = await ctx.graphql<{ myEmails: EmailData[] }>(MY_EMAILS);
    return { body: { emails: myEmails.map(emailJson) } };
  });

  router.add('POST', '/api/user/emails', async (ctx) => {
    requireSession(ctx);
    const { addEmail } = await ctx.graphql<{ addEmail: EmailData }>(ADD_EMAIL, { email: await emailField(ctx) });
    return { status: 201, body: { email: emailJson(addEmail), message: EmailMessages.codeSent(addEmail.email) } };
  });

  router.add('DELETE', '/api/user/emails', async (ctx) => {
    requireSession(ctx);
    const id = requireUuid(ctx.url.searchParams.get('id') ?? undefined, 'id');
    await ctx.graphql<{ deleteEmail: boolean }>(DELETE_EMAIL, { id });
    return { body: { message: EmailMessages.removed } };
  });

  router.add('POST', '/api/user/emails/verify', async (ctx) => {
    requireSession(ctx);
    const email = await emailField(ctx);
    const { code } = await bodyFields(ctx);
    if (typeof code !== 'string') throw badRequest(EmailMessages.codeFormat);
    await ctx.graphql<{ verifyEmail: { id: string } }>(VERIFY_EMAIL, { email, code });
    return { body: { message: EmailMessages.verified } };
  });

  router.add('POST', '/api/user/emails/resend', async (ctx) => {
    requireSession(ctx);
    await ctx.graphql<{ resendEmailCode: boolean }>(RESEND_CODE, { email: await emailField(ctx) });
    return { body: { message: EmailMessages.codeResent } };
  });
}
