import type { DevMailJson } from '@hivemind/contracts';
import { RestDevOutboxDocument } from '../generated/graphql.js';
import { route } from './core/route.js';

/**
 * GET /api/dev/outbox?to= (spec 4 "Mail in development"): mail kept instead of sent when SMTP_URL
 * is unset, newest first. hives-svc answers NOT_FOUND unless DEV_OUTBOX_ENABLED is set there (never in
 * production), which becomes a 404 here.
 */
export const devRoutes = [
  route('GET', '/api/dev/outbox', {
    operation: RestDevOutboxDocument,
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
