import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { DashboardStream, StreamPostCounts } from '../dashboard/dashboard.model.js';
import { SentimentCounts } from '../streams/stream.model.js';
import { EpisodePerson, PodcastDashboard, PodcastEpisode, PodcastEpisodeDetail } from './episode.model.js';
import { Podcast } from './podcast.model.js';

// The object-typed fields of the podcasts' models, served here rather than declared on the classes
// (see the Stream model for why). Each answers what the services already put on its parent.

@Resolver(() => PodcastEpisode)
export class PodcastEpisodeFieldsResolver {
  @ResolveField('persons', () => [EpisodePerson])
  persons(@Parent() e: PodcastEpisode): EpisodePerson[] {
    return e.persons;
  }

  @ResolveField('postCounts', () => StreamPostCounts)
  postCounts(@Parent() e: PodcastEpisode): StreamPostCounts {
    return e.postCounts;
  }

  @ResolveField('streams', () => [DashboardStream])
  streams(@Parent() e: PodcastEpisode): DashboardStream[] {
    return e.streams;
  }

  @ResolveField('sentimentCounts', () => SentimentCounts)
  sentimentCounts(@Parent() e: PodcastEpisode): SentimentCounts {
    return e.sentimentCounts;
  }
}

@Resolver(() => PodcastEpisodeDetail)
export class PodcastEpisodeDetailFieldsResolver {
  @ResolveField('episode', () => PodcastEpisode)
  episode(@Parent() d: PodcastEpisodeDetail): PodcastEpisode {
    return d.episode;
  }

  @ResolveField('podcast', () => Podcast)
  podcast(@Parent() d: PodcastEpisodeDetail): Podcast {
    return d.podcast;
  }
}

@Resolver(() => PodcastDashboard)
export class PodcastDashboardFieldsResolver {
  @ResolveField('podcast', () => Podcast)
  podcast(@Parent() d: PodcastDashboard): Podcast {
    return d.podcast;
  }

  @ResolveField('postCounts', () => StreamPostCounts)
  postCounts(@Parent() d: PodcastDashboard): StreamPostCounts {
    return d.postCounts;
  }

  @ResolveField('streams', () => [DashboardStream])
  streams(@Parent() d: PodcastDashboard): DashboardStream[] {
    return d.streams;
  }

  @ResolveField('sentimentCounts', () => SentimentCounts)
  sentimentCounts(@Parent() d: PodcastDashboard): SentimentCounts {
    return d.sentimentCounts;
  }
}

export const PODCAST_FIELD_RESOLVERS = [
  PodcastEpisodeFieldsResolver,
  PodcastEpisodeDetailFieldsResolver,
  PodcastDashboardFieldsResolver,
];
