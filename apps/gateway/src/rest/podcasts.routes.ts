import {
  EPISODES_MAX_PAGE_SIZE,
  EPISODES_PAGE_SIZE,
  MEDIA_MAX_PAGE,
  type DashboardPeriod,
  type EpisodeDetailJson,
  type EpisodesPageJson,
  type PodcastDashboardJson,
} from '@hivemind/contracts';
import {
  RestPodcastDashboardDocument,
  RestPodcastDocument,
  RestPodcastEpisodeDocument,
  RestPodcastEpisodesDocument,
  RestPodcastsDocument,
} from '../generated/graphql.js';
import { optionalParam, requireUuid, strictPageWindow } from './core/params.js';
import { route } from './core/route.js';
import { dashboardStreamJson, episodeJson, podcastJson, postCountsJson } from './media-json.js';
import { sentimentJson } from './streams.routes.js';

/**
 * Podcasts and episodes (spec 3 §3 Podcast, Episode, Podcast dashboard, §7 Media entities): guests
 * read them all, and every guest gets the same answer. Operations in graphql/podcasts.graphql.
 */

/** GET /api/podcasts → `{ podcasts: [{ id, title, publisher_name, image_url }] }` (feeds-svc). */
export interface PodcastSummaryJson {
  id: string;
  title: string;
  publisher_name: string | null;
  image_url: string | null;
}

/** `period` as asked (absent: all_time); feeds-svc refuses (400) anything outside the periods. */
const periodParam = (url: URL) => optionalParam(url, 'period');

const episodesWindow = (url: URL) =>
  strictPageWindow(url, { fallback: EPISODES_PAGE_SIZE, max: EPISODES_MAX_PAGE_SIZE, maxPage: MEDIA_MAX_PAGE });

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

  route('GET', '/api/podcasts/:id', {
    guestCacheable: true,
    operation: RestPodcastDocument,
    variables: (ctx) => ({ id: requireUuid(ctx.params.id, 'id') }),
    answer: ({ podcast }) => ({ podcast: podcastJson(podcast) }),
  }),

  route('GET', '/api/podcasts/:id/dashboard', {
    guestCacheable: true,
    operation: RestPodcastDashboardDocument,
    variables: (ctx) => ({ id: requireUuid(ctx.params.id, 'id'), period: periodParam(ctx.url) }),
    answer: ({ podcastDashboard: d }): PodcastDashboardJson => ({
      podcast: podcastJson(d.podcast),
      period: d.period as DashboardPeriod,
      post_counts: postCountsJson(d.postCounts),
      streams: d.streams.map(dashboardStreamJson),
      sentiment_counts: sentimentJson(d.sentimentCounts),
    }),
  }),

  route('GET', '/api/podcasts/:id/episodes', {
    guestCacheable: true,
    operation: RestPodcastEpisodesDocument,
    variables: (ctx) => {
      const podcastId = requireUuid(ctx.params.id, 'id');
      const { offset, limit } = episodesWindow(ctx.url);
      return { podcastId, offset, first: limit + 1 };
    },
    answer: ({ podcastEpisodes }, ctx): EpisodesPageJson => {
      const { page, limit } = episodesWindow(ctx.url);
      return {
        episodes: podcastEpisodes.slice(0, limit).map(episodeJson),
        pagination: { page, limit, hasMore: podcastEpisodes.length > limit },
      };
    },
  }),

  route('GET', '/api/podcast-episodes/:id', {
    guestCacheable: true,
    operation: RestPodcastEpisodeDocument,
    variables: (ctx) => ({ id: requireUuid(ctx.params.id, 'id'), period: periodParam(ctx.url) }),
    answer: ({ podcastEpisode: d }): EpisodeDetailJson => {
      const episode = episodeJson(d.episode);
      return {
        episode,
        podcast: podcastJson(d.podcast),
        period: d.period as DashboardPeriod,
        streams: episode.streams,
        sentiment_counts: sentimentJson(d.episode.sentimentCounts),
        post_counts: episode.post_counts,
      };
    },
  }),
];
