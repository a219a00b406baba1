import { SupportMessages, type SupportFeedbackJson } from '@hivemind/contracts';
import { RestSendSupportFeedbackDocument } from '../generated/graphql.js';
import { bodyFields, optionalString, textField } from './core/body.js';
import { badRequest } from './core/errors.js';
import { route } from './core/route.js';

/**
 * POST /api/support-feedback { user_email_id, message } → { email } (spec 2 §7): hives-svc checks the
 * email is one of the caller's verified ones and the trimmed message is at least 10 characters, stores
 * it and mails a confirmation. Operation in graphql/support.graphql.
 */
export const supportRoutes = [
  route('POST', '/api/support-feedback', {
    session: true,
    operation: RestSendSupportFeedbackDocument,
    variables: async (ctx) => {
      const fields = await bodyFields(ctx);
      const userEmailId = optionalString(fields, 'user_email_id')?.trim();
      if (!userEmailId) throw badRequest(SupportMessages.selectEmail);
      return { userEmailId, message: textField(fields, 'message') };
    },
    answer: ({ sendSupportFeedback }): SupportFeedbackJson => ({ email: sendSupportFeedback.email }),
  }),
];
