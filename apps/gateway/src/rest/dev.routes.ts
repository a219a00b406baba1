import type { DevMailJson } from '@hivemind/contracts';
import { typedOperation } from './core/context.js';
import { route } from './core/route.js';

/**
 * GET /api/dev/outbox?to= (spec 4 "Mail in development"): mail kept instead of sent when SMTP_URL
 * is unset, newest first. hives-svc answers NOT_FOUND in production, which becomes a 404 here.
 */
const DEV_OUTBOX = typedOperation<{ devOutbox: MailData[] }>(/* GraphQL */ `
  query RestDevOutbox($to: String) {
    devOutbox(to: $to) {
      to
      subject
      text
      createdAt
    }
  }
`);

interface MailData {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export const devRoutes = [
  route('GET', '/api/dev/outbox', {
    operation: DEV_OUTBOX,
    variables: (ctx) => ({ to: ctx.url.searchParams.get('to') || null }),
    answer: ({ devOutbox }) => {
      const messages: DevMailJson[] = devOutbox.map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        created_at: new Date(m.createdAt).toISOString(),
      }));
      return { messages };
    },
  }),
];
