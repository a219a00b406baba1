import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { SentimentCounts } from '../streams/stream.model.js';
import { DashboardPodcast, DashboardStream, StreamDashboard, ThoughtTypeCount } from './dashboard.model.js';
import { DashboardService } from './dashboard.service.js';

const period = () => Args('period', { type: () => String, nullable: true });
const limit = () => Args('limit', { type: () => Int, nullable: true });

/** Dashboards are visible to guests (spec 2 §6). Periods: last_24_hours, last_7_days, last_30_days, all_time. */
@Resolver()
export class DashboardResolver {
  constructor(private readonly dashboard: DashboardService) {}

  /** Period default all_time (spec 2 §9). */
  @Query(() => StreamDashboard)
  streamDashboard(
    @Args('streamId', { type: () => ID }) streamId: string,
    @period() p: string | null,
  ): Promise<StreamDashboard> {
    return this.dashboard.streamDashboard(streamId, p);
  }

  /** Period default last_7_days, as every dashboard card (spec 2 §9). */
  @Query(() => [ThoughtTypeCount])
  dashboardPostsByThoughtType(@period() p: string | null): Promise<ThoughtTypeCount[]> {
    return this.dashboard.postsByThoughtType(p);
  }

  @Query(() => [DashboardStream])
  dashboardTrendingStreams(@period() p: string | null, @limit() n: number | null): Promise<DashboardStream[]> {
    return this.dashboard.trendingStreams(p, n);
  }

  @Query(() => [DashboardStream])
  dashboardNewStreams(@period() p: string | null, @limit() n: number | null): Promise<DashboardStream[]> {
    return this.dashboard.newStreams(p, n);
  }

  @Query(() => SentimentCounts)
  dashboardSentimentAnalysis(@period() p: string | null): Promise<SentimentCounts> {
    return this.dashboard.sentimentAnalysis(p);
  }

  @Query(() => [DashboardPodcast])
  dashboardPodcastRankings(
    @period() p: string | null,
    @Args('thoughtType', { type: () => String, nullable: true }) thoughtType: string | null,
    @limit() n: number | null,
  ): Promise<DashboardPodcast[]> {
    return this.dashboard.podcastRankings(p, thoughtType, n);
  }
}
