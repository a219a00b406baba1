import type { DevMailJson } from '@hivemind/contracts';
import type { RestRouter } from './router.js';

/**
 * GET /api/dev/outbox?to= (spec 4 "Mail in development"): mail kept instead of sent when SMTP_URL
 * is unset, newest first. hives-svc answers NOT_FOUND in production, which becomes a 404 here.
 */
const DEV_OUTBOX = /* GraphQL */ `
  query RestDevOutbox($to: String) {
    devOutbox(to: $to) {
      to
      subject
      text
      createdAt
    }
  }
`;

interface MailData {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export function registerDevRoutes(router: RestRouter): void {
  router.add('GET', '/api/dev/outbox', async (ctx) => {
    const to = ctx.url.searchParams.get('to');
    const { devOutbox } = await ctx.graphql<{ devOutbox: MailData[] }>(DEV_OUTBOX, { to: to || null });
    const messages: DevMailJson[] = devOutbox.map((m) => ({
      to: m.to,
      subject: m.subject,
      text: m.text,
      created_at: new Date(m.createdAt).toISOString(),
    }));
    return { body: { messages } };
  });
}
