// The posts feeds of the media portals (spec 3 §4: page 1 replaces, later pages append, 20 a page):
// a podcast's or an episode's posts (the media feed narrowed to it) and a web page's posts.
import { useMemo } from 'react';
import { useFeed } from '../../feeds/hooks/use-feed.js';
import {
  PodcastFeedDocument,
  type PodcastFeedQuery,
  type PodcastFeedQueryVariables,
} from '../graphql/podcast.generated.js';
import { WebPageFeedDocument, type WebPageFeedQuery } from '../graphql/web-page.generated.js';

type Source = Pick<PodcastFeedQueryVariables, 'podcastId' | 'podcastEpisodeId'>;

const selectPodcastFeed = (data: PodcastFeedQuery) => data.mediaFeed;
const podcastVariables = (source: Source) => source;

/** The posts of a podcast ({ podcastId }) or of an episode ({ podcastEpisodeId }). */
export function usePodcastFeed(podcastId: string | null, podcastEpisodeId: string | null) {
  const filters = useMemo(() => ({ podcastId, podcastEpisodeId }), [podcastId, podcastEpisodeId]);
  return useFeed({ query: PodcastFeedDocument, filters, variables: podcastVariables, select: selectPodcastFeed });
}

const selectWebPageFeed = (data: WebPageFeedQuery) => data.webPageFeed;
const webPageVariables = (f: { readonly webPageId: string }) => f;

/** A web page's posts; nothing is asked until its id is known. */
export function useWebPageFeed(webPageId: string | null) {
  const filters = useMemo(() => ({ webPageId: webPageId ?? '' }), [webPageId]);
  return useFeed({
    query: WebPageFeedDocument,
    filters,
    variables: webPageVariables,
    select: selectWebPageFeed,
    skip: webPageId === null,
  });
}
