import { unauthorized } from './errors.js';
import type { RestRouter } from './router.js';

/** Session-only auth calls (spec 4 "Accounts and sessions"); login/register come later. */
export function registerAuthRoutes(router: RestRouter): void {
  router.add('GET', '/api/auth/check', async (ctx) => {
    if (!ctx.session) throw unauthorized();
    return { body: { user: { id: ctx.session.userId } } };
  });
}
