import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { DashboardStream, StreamPostCounts } from '../dashboard/dashboard.model.js';
import type { SentimentCounts } from '../streams/stream.model.js';
import type { Podcast } from './podcast.model.js';

// Fields of object types are served by podcast-fields.resolver.ts, not declared with @Field (see the
// Stream model for why).

/** What a podcast's or an episode's widgets show for a period (spec 3 §3 Episode, Podcast dashboard). */
export interface MediaCounts {
  postCounts: StreamPostCounts;
  /** By post count, most first (then by name); at most MEDIA_MAX_STREAMS. */
  streams: DashboardStream[];
  /** Over every stream tagged, not only the ones listed. */
  sentimentCounts: SentimentCounts;
}

/** A person featured in an episode (spec 3 §3 Episode persons: name, role). */
@ObjectType()
export class EpisodePerson {
  /** The person Hivemind knows them as (their portal), if any. */
  @Field(() => ID, { nullable: true })
  personId!: string | null;

  @Field(() => String)
  name!: string;

  /** host, guest, ... */
  @Field(() => String)
  role!: string;
}

/**
 * An episode of a podcast (spec 3 §3 Episode) with the counts of the posts drawn from it: persons,
 * postCounts, streams (most posts first) and sentimentCounts (toward every stream they are tagged to).
 */
@ObjectType()
export class PodcastEpisode implements MediaCounts {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  podcastId!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => Date, { nullable: true })
  publishedAt!: Date | null;

  @Field(() => Int, { nullable: true })
  durationSec!: number | null;

  @Field(() => Int, { nullable: true })
  seasonNumber!: number | null;

  @Field(() => Int, { nullable: true })
  episodeNumber!: number | null;

  @Field(() => String, { nullable: true })
  audioUrl!: string | null;

  @Field(() => String, { nullable: true })
  videoUrl!: string | null;

  @Field(() => String, { nullable: true })
  websiteUrl!: string | null;

  persons!: EpisodePerson[];
  postCounts!: StreamPostCounts;
  streams!: DashboardStream[];
  sentimentCounts!: SentimentCounts;
}

/** GET /api/podcast-episodes/{id}: the episode (counted over `period`) with its podcast. */
@ObjectType()
export class PodcastEpisodeDetail {
  @Field(() => String)
  period!: string;

  episode!: PodcastEpisode;
  podcast!: Podcast;
}

/** GET /api/podcasts/{id}/dashboard (spec 3 §3 Podcast dashboard): podcast, post_counts, streams, sentiment_counts. */
@ObjectType()
export class PodcastDashboard implements MediaCounts {
  @Field(() => String)
  period!: string;

  podcast!: Podcast;
  postCounts!: StreamPostCounts;
  streams!: DashboardStream[];
  sentimentCounts!: SentimentCounts;
}
