import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MediaPostCounts, MediaSentimentCounts, MediaStreamCount } from './media-counts.model.js';
import { Podcast } from './podcast.model.js';

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

/** An episode of a podcast (spec 3 §3 Episode) with the counts of the posts drawn from it. */
@ObjectType()
export class PodcastEpisode {
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

  @Field(() => [EpisodePerson])
  persons!: EpisodePerson[];

  @Field(() => MediaPostCounts)
  postCounts!: MediaPostCounts;

  /** Streams tagged on its posts, most posts first. */
  @Field(() => [MediaStreamCount])
  streams!: MediaStreamCount[];

  /** Sentiments of its posts toward every stream they are tagged to. */
  @Field(() => MediaSentimentCounts)
  sentimentCounts!: MediaSentimentCounts;
}

/** GET /api/podcast-episodes/{id}: the episode with its podcast, counted over `period`. */
@ObjectType()
export class PodcastEpisodeDetail {
  @Field(() => PodcastEpisode)
  episode!: PodcastEpisode;

  @Field(() => Podcast)
  podcast!: Podcast;

  @Field(() => String)
  period!: string;
}

/** GET /api/podcasts/{id}/dashboard (spec 3 §3 Podcast dashboard). */
@ObjectType()
export class PodcastDashboard {
  @Field(() => Podcast)
  podcast!: Podcast;

  @Field(() => String)
  period!: string;

  @Field(() => MediaPostCounts)
  postCounts!: MediaPostCounts;

  @Field(() => [MediaStreamCount])
  streams!: MediaStreamCount[];

  @Field(() => MediaSentimentCounts)
  sentimentCounts!: MediaSentimentCounts;
}
