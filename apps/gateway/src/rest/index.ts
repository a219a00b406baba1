import type { Logger } from '@hivemind/common';
import type { UploadStorage } from '../uploads/storage.js';
import { agentChatRoutes } from './agent-chat.routes.js';
import { agentRoutes } from './agent.routes.js';
import { authRoutes } from './auth.routes.js';
import { citizenshipRoutes } from './citizenship.routes.js';
import { RestRouter } from './core/router.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { devRoutes } from './dev.routes.js';
import { emailRoutes } from './emails.routes.js';
import { hiveLogoRoutes } from './hives-logo.routes.js';
import { hiveMemberRoutes } from './hives-members.routes.js';
import { hiveRoutes } from './hives.routes.js';
import { listItemRoutes } from './list-items.routes.js';
import { listRoutes } from './lists.routes.js';
import { organizationRoutes } from './organizations.routes.js';
import { permissionRoutes } from './permissions.routes.js';
import { podcastRoutes } from './podcasts.routes.js';
import { postFeedRoutes } from './posts-feeds.routes.js';
import { postRoutes } from './posts.routes.js';
import { stormRoutes } from './storms.routes.js';
import { streamRoutes } from './streams.routes.js';
import { supportRoutes } from './support.routes.js';
import { thoughtRoutes } from './thoughts.routes.js';
import { webPageRoutes } from './web-pages.routes.js';

/**
 * Every /api route the facade serves, in the order they are matched; an area adds its
 * rest/<area>.routes.ts declarations here.
 */
export function createRestRouter(deps: { uploads: UploadStorage; logger: Logger }): RestRouter {
  return new RestRouter([
    ...authRoutes,
    ...emailRoutes,
    ...devRoutes,
    ...podcastRoutes,
    ...organizationRoutes,
    ...webPageRoutes,
    ...thoughtRoutes,
    ...agentRoutes,
    ...agentChatRoutes,
    ...listRoutes,
    ...listItemRoutes,
    ...hiveRoutes,
    ...hiveMemberRoutes,
    ...hiveLogoRoutes(deps.uploads, deps.logger),
    ...citizenshipRoutes,
    ...postRoutes,
    ...postFeedRoutes,
    ...stormRoutes,
    ...permissionRoutes,
    ...streamRoutes,
    ...dashboardRoutes,
    ...supportRoutes,
  ]);
}
