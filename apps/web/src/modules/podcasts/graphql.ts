// Tracked podcasts for the control portal and the guest landing.
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface PodcastSummary {
  readonly id: string;
  readonly title: string;
  readonly publisherName: string | null;
  readonly imageUrl: string | null;
}

export interface PodcastsQueryData {
  readonly podcasts: readonly PodcastSummary[];
}

export const PODCASTS_QUERY: TypedDocumentNode<PodcastsQueryData, { limit: number }> = gql`
  query Podcasts($limit: Int) {
    podcasts(limit: $limit) {
      id
      title
      publisherName
      imageUrl
    }
  }
`;

/** Every tracked podcast the grids may page through (spec: GET /api/podcasts returns them all). */
export const PODCASTS_LIMIT = 100;
