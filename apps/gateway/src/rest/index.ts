import { registerAuthRoutes } from './auth.routes.js';
import { registerPodcastRoutes } from './podcasts.routes.js';
import { RestRouter } from './router.js';
import { registerThoughtRoutes } from './thoughts.routes.js';

/** Every /api route the facade serves; add an area's register function here. */
export function createRestRouter(): RestRouter {
  const router = new RestRouter();
  registerAuthRoutes(router);
  registerPodcastRoutes(router);
  registerThoughtRoutes(router);
  return router;
}
