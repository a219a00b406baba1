import type { DashboardPodcastJson, DashboardStreamJson, ThoughtTypeCountJson } from '@hivemind/contracts';
import {
  RestDashboardNewStreamsDocument,
  RestDashboardPodcastRankingsDocument,
  RestDashboardPostsByThoughtTypeDocument,
  RestDashboardSentimentAnalysisDocument,
  RestDashboardTrendingStreamsDocument,
  type DashboardStreamFieldsFragment,
} from '../generated/graphql.js';
import { intParam, optionalParam } from './core/params.js';
import { route } from './core/route.js';
import { sentimentJson } from './streams.routes.js';

/**
 * The dashboard's cards (spec 2 §2.7, §7 Dashboard): each takes period (last_24_hours, last_7_days,
 * last_30_days, all_time; default last_7_days, checked by feeds-svc). Visible to guests, the same for
 * every guest. Operations in graphql/streams.graphql.
 */
const periodOf = (url: URL) => ({ period: optionalParam(url, 'period') });

const dashboardStreamJson = (s: DashboardStreamFieldsFragment): DashboardStreamJson => ({
  id: s.id,
  name: s.name,
  type: s.type,
  post_count: s.postCount,
  sentiment_counts: sentimentJson(s.sentimentCounts),
});

export const dashboardRoutes = [
  route('GET', '/api/dashboard/posts-by-thought-type', {
    guestCacheable: true,
    operation: RestDashboardPostsByThoughtTypeDocument,
    variables: (ctx) => periodOf(ctx.url),
    answer: ({ dashboardPostsByThoughtType }) => {
      const posts_by_thought_type: ThoughtTypeCountJson[] = dashboardPostsByThoughtType.map((t) => ({
        thought_type: t.thoughtType,
        count: t.count,
        percentage: t.percentage,
      }));
      return { posts_by_thought_type };
    },
  }),

  route('GET', '/api/dashboard/trending-streams', {
    guestCacheable: true,
    operation: RestDashboardTrendingStreamsDocument,
    variables: (ctx) => ({ ...periodOf(ctx.url), limit: intParam(ctx.url, 'limit') ?? null }),
    answer: ({ dashboardTrendingStreams }) => ({ trending_streams: dashboardTrendingStreams.map(dashboardStreamJson) }),
  }),

  route('GET', '/api/dashboard/new-streams', {
    guestCacheable: true,
    operation: RestDashboardNewStreamsDocument,
    variables: (ctx) => ({ ...periodOf(ctx.url), limit: intParam(ctx.url, 'limit') ?? null }),
    answer: ({ dashboardNewStreams }) => ({ new_streams: dashboardNewStreams.map(dashboardStreamJson) }),
  }),

  route('GET', '/api/dashboard/sentiment-analysis', {
    guestCacheable: true,
    operation: RestDashboardSentimentAnalysisDocument,
    variables: (ctx) => periodOf(ctx.url),
    answer: ({ dashboardSentimentAnalysis }) => ({ sentiment_counts: sentimentJson(dashboardSentimentAnalysis) }),
  }),

  // Spec 2 §7: podcast-rankings?period&thought_type&limit=10.
  route('GET', '/api/dashboard/podcast-rankings', {
    guestCacheable: true,
    operation: RestDashboardPodcastRankingsDocument,
    variables: (ctx) => ({
      ...periodOf(ctx.url),
      thoughtType: optionalParam(ctx.url, 'thought_type') ?? optionalParam(ctx.url, 'thoughtType'),
      limit: intParam(ctx.url, 'limit') ?? null,
    }),
    answer: ({ dashboardPodcastRankings }) => {
      const podcasts: DashboardPodcastJson[] = dashboardPodcastRankings.map((p) => ({
        id: p.id,
        title: p.title,
        image_url: p.imageUrl,
        publisher_name: p.publisherName,
        post_count: p.postCount,
      }));
      return { podcasts };
    },
  }),
];
