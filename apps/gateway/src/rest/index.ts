import { registerAgentRoutes } from './agent.routes.js';
import { registerAuthRoutes } from './auth.routes.js';
import { registerCitizenshipRoutes } from './citizenship.routes.js';
import { registerDevRoutes } from './dev.routes.js';
import { registerEmailRoutes } from './emails.routes.js';
import type { Logger } from '@hivemind/common';
import type { UploadStorage } from '../uploads/storage.js';
import { registerHiveLogoRoutes } from './hives-logo.routes.js';
import { registerHiveMemberRoutes } from './hives-members.routes.js';
import { registerHiveRoutes } from './hives.routes.js';
import { registerListItemRoutes } from './list-items.routes.js';
import { registerListRoutes } from './lists.routes.js';
import { registerPermissionRoutes } from './permissions.routes.js';
import { registerPodcastRoutes } from './podcasts.routes.js';
import { registerPostFeedRoutes } from './posts-feeds.routes.js';
import { registerPostRoutes } from './posts.routes.js';
import { RestRouter } from './router.js';
import { registerThoughtRoutes } from './thoughts.routes.js';

/** Every /api route the facade serves; add an area's register function here. */
export function createRestRouter(deps: { uploads: UploadStorage; logger: Logger }): RestRouter {
  const router = new RestRouter();
  registerAuthRoutes(router);
  registerEmailRoutes(router);
  registerDevRoutes(router);
  registerPodcastRoutes(router);
  registerThoughtRoutes(router);
  registerAgentRoutes(router);
  registerListRoutes(router);
  registerListItemRoutes(router);
  registerHiveRoutes(router);
  registerHiveMemberRoutes(router);
  registerHiveLogoRoutes(router, deps.uploads, deps.logger);
  registerCitizenshipRoutes(router);
  registerPostRoutes(router);
  registerPostFeedRoutes(router);
  registerPermissionRoutes(router);
  return router;
}
