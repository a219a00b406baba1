import { EmailMessages, type UserEmailJson } from '@hivemind/contracts';
import { bodyFields, stringField } from './core/body.js';
import { typedOperation, type RestContext } from './core/context.js';
import { requireUuid } from './core/params.js';
import { route } from './core/route.js';

/**
 * The signed-in user's emails (spec 1 §7, Settings → Hive Waitlist email management). Texts and
 * shapes are contracts' (EmailMessages, UserEmailJson).
 */
const EMAIL_FIELDS = 'id email isVerified isPrimary createdAt';

const MY_EMAILS = typedOperation<{ myEmails: EmailData[] }>(/* GraphQL */ `
  query RestMyEmails {
    myEmails { ${EMAIL_FIELDS} }
  }
`);
const ADD_EMAIL = typedOperation<{ addEmail: EmailData }>(/* GraphQL */ `
  mutation RestAddEmail($email: String!) {
    addEmail(email: $email) { ${EMAIL_FIELDS} }
  }
`);
const VERIFY_EMAIL = typedOperation<{ verifyEmail: { id: string } }>(/* GraphQL */ `
  mutation RestVerifyEmail($email: String!, $code: String!) {
    verifyEmail(email: $email, code: $code) {
      id
    }
  }
`);
const RESEND_CODE = typedOperation<{ resendEmailCode: boolean }>(/* GraphQL */ `
  mutation RestResendEmailCode($email: String!) {
    resendEmailCode(email: $email)
  }
`);
const DELETE_EMAIL = typedOperation<{ deleteEmail: boolean }>(/* GraphQL */ `
  mutation RestDeleteEmail($id: ID!) {
    deleteEmail(id: $id)
  }
`);

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

const emailOf = async (ctx: RestContext) => ({
  email: stringField(await bodyFields(ctx), 'email', EmailMessages.invalidEmail),
});

export const emailRoutes = [
  route('GET', '/api/user/emails', {
    session: true,
    operation: MY_EMAILS,
    answer: ({ myEmails }) => ({ emails: myEmails.map(emailJson) }),
  }),

  route('POST', '/api/user/emails', {
    session: true,
    operation: ADD_EMAIL,
    variables: emailOf,
    status: 201,
    answer: ({ addEmail }) => ({ email: emailJson(addEmail), message: EmailMessages.codeSent(addEmail.email) }),
  }),

  route('DELETE', '/api/user/emails', {
    session: true,
    operation: DELETE_EMAIL,
    variables: (ctx) => ({ id: requireUuid(ctx.url.searchParams.get('id'), 'id') }),
    answer: () => ({ message: EmailMessages.removed }),
  }),

  route('POST', '/api/user/emails/verify', {
    session: true,
    operation: VERIFY_EMAIL,
    variables: async (ctx) => {
      const fields = await bodyFields(ctx);
      return {
        email: stringField(fields, 'email', EmailMessages.invalidEmail),
        code: stringField(fields, 'code', EmailMessages.codeFormat),
      };
    },
    answer: () => ({ message: EmailMessages.verified }),
  }),

  route('POST', '/api/user/emails/resend', {
    session: true,
    operation: RESEND_CODE,
    variables: emailOf,
    answer: () => ({ message: EmailMessages.codeResent }),
  }),
];
