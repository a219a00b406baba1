import { EmailMessages, type UserEmailJson } from '@hivemind/contracts';
import {
  RestAddEmailDocument,
  RestDeleteEmailDocument,
  RestMyEmailsDocument,
  RestResendEmailCodeDocument,
  RestVerifyEmailDocument,
  type EmailFieldsFragment,
} from '../generated/graphql.js';
import { bodyFields, stringField } from './core/body.js';
import type { RestContext } from './core/context.js';
import { requireUuid } from './core/params.js';
import { route } from './core/route.js';

/**
 * The signed-in user's emails (spec 1 §7, Settings → Hive Waitlist email management). Texts and
 * shapes are contracts' (EmailMessages, UserEmailJson). Operations in graphql/emails.graphql.
 */

function emailJson(e: EmailFieldsFragment): UserEmailJson {
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
    operation: RestMyEmailsDocument,
    answer: ({ myEmails }) => ({ emails: myEmails.map(emailJson) }),
  }),

  route('POST', '/api/user/emails', {
    session: true,
    operation: RestAddEmailDocument,
    variables: emailOf,
    status: 201,
    answer: ({ addEmail }) => ({ email: emailJson(addEmail), message: EmailMessages.codeSent(addEmail.email) }),
  }),

  route('DELETE', '/api/user/emails', {
    session: true,
    operation: RestDeleteEmailDocument,
    variables: (ctx) => ({ id: requireUuid(ctx.url.searchParams.get('id'), 'id') }),
    answer: () => ({ message: EmailMessages.removed }),
  }),

  route('POST', '/api/user/emails/verify', {
    session: true,
    operation: RestVerifyEmailDocument,
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
    operation: RestResendEmailCodeDocument,
    variables: emailOf,
    answer: () => ({ message: EmailMessages.codeResent }),
  }),
];
