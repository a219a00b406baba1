import { RestPodcastsDocument } from '../generated/graphql.js';
import { route } from './core/route.js';

/** GET /api/podcasts → `{ podcasts: [{ id, title, publisher_name, image_url }] }` (feeds-svc). */
export interface PodcastSummaryJson {
  id: string;
  title: string;
  publisher_name: string | null;
  image_url: string | null;
}

export const podcastRoutes = [
  route('GET', '/api/podcasts', {
    operation: RestPodcastsDocument,
    variables: () => ({ limit: 100 }),
    answer: (data) => {
      const podcasts: PodcastSummaryJson[] = data.podcasts.map((p) => ({
        id: p.id,
        title: p.title,
        publisher_name: p.publisherName ?? null,
        image_url: p.imageUrl ?? null,
      }));
      return { podcasts };
    },
  }),
];
