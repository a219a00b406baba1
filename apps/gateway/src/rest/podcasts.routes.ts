import type { RestRouter } from './router.js';

/** GET /api/podcasts → `{ podcasts: [{ id, title, publisher_name, image_url }] }` (feeds-svc). */
export interface PodcastSummaryJson {
  id: string;
  title: string;
  publisher_name: string | null;
  image_url: string | null;
}

const PODCASTS = /* GraphQL */ `
  query RestPodcasts($limit: Int) {
    podcasts(limit: $limit) {
      id
      title
      publisherName
      imageUrl
    }
  }
`;

interface PodcastsData {
  podcasts: { id: string; title: string; publisherName?: string | null; imageUrl?: string | null }[];
}

export function registerPodcastRoutes(router: RestRouter): void {
  router.add('GET', '/api/podcasts', async (ctx) => {
    const data = await ctx.graphql<PodcastsData>(PODCASTS, { limit: 100 });
    const podcasts: PodcastSummaryJson[] = data.podcasts.map((p) => ({
      id: p.id,
      title: p.title,
      publisher_name: p.publisherName ?? null,
      image_url: p.imageUrl ?? null,
    }));
    return { body: { podcasts } };
  });
}
