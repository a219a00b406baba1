import { typedOperation } from './core/context.js';
import { route } from './core/route.js';

/** GET /api/podcasts → `{ podcasts: [{ id, title, publisher_name, image_url }] }` (feeds-svc). */
export interface PodcastSummaryJson {
  id: string;
  title: string;
  publisher_name: string | null;
  image_url: string | null;
}

const PODCASTS = typedOperation<PodcastsData>(/* GraphQL */ `
  query RestPodcasts($limit: Int) {
    podcasts(limit: $limit) {
      id
      title
      publisherName
      imageUrl
    }
  }
`);

interface PodcastsData {
  podcasts: { id: string; title: string; publisherName?: string | null; imageUrl?: string | null }[];
}

export const podcastRoutes = [
  route('GET', '/api/podcasts', {
    operation: PODCASTS,
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
