import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { SentimentCounts, Stream } from '../streams/stream.model.js';
import {
  DashboardStream,
  StreamDashboard,
  StreamDashboardPodcast,
  StreamPostCounts,
  ThoughtTypeTotal,
} from './dashboard.model.js';

// The object-typed fields of the dashboards' models, served here rather than declared on the
// classes (see the Stream model for why). Each answers what DashboardService already computed.

@Resolver(() => DashboardStream)
export class DashboardStreamResolver {
  @ResolveField('sentimentCounts', () => SentimentCounts)
  sentimentCounts(@Parent() s: DashboardStream): SentimentCounts {
    return s.sentimentCounts;
  }
}

@Resolver(() => StreamDashboardPodcast)
export class StreamDashboardPodcastResolver {
  @ResolveField('sentimentCounts', () => SentimentCounts)
  sentimentCounts(@Parent() p: StreamDashboardPodcast): SentimentCounts {
    return p.sentimentCounts;
  }
}

@Resolver(() => StreamPostCounts)
export class StreamPostCountsResolver {
  @ResolveField('byThoughtType', () => [ThoughtTypeTotal])
  byThoughtType(@Parent() c: StreamPostCounts): ThoughtTypeTotal[] {
    return c.byThoughtType;
  }
}

@Resolver(() => StreamDashboard)
export class StreamDashboardResolver {
  @ResolveField('stream', () => Stream)
  stream(@Parent() d: StreamDashboard): Stream {
    return d.stream;
  }

  @ResolveField('postCounts', () => StreamPostCounts)
  postCounts(@Parent() d: StreamDashboard): StreamPostCounts {
    return d.postCounts;
  }

  @ResolveField('sentimentCounts', () => SentimentCounts)
  sentimentCounts(@Parent() d: StreamDashboard): SentimentCounts {
    return d.sentimentCounts;
  }

  @ResolveField('podcasts', () => [StreamDashboardPodcast])
  podcasts(@Parent() d: StreamDashboard): StreamDashboardPodcast[] {
    return d.podcasts;
  }
}

export const DASHBOARD_FIELD_RESOLVERS = [
  DashboardStreamResolver,
  StreamDashboardPodcastResolver,
  StreamPostCountsResolver,
  StreamDashboardResolver,
];
