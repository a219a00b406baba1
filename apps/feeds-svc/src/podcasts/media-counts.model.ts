import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

// Counts of the posts drawn from a podcast or an episode (spec 3 §3 Episode post_counts, Podcast
// dashboard). Counted posts are the ones every feed shows: public and not moderated.

/** Posts by their sentiment toward the streams they are tagged to. */
@ObjectType()
export class MediaSentimentCounts {
  @Field(() => Int)
  positive!: number;

  @Field(() => Int)
  negative!: number;

  @Field(() => Int)
  neutral!: number;

  @Field(() => Int)
  mixed!: number;
}

@ObjectType()
export class MediaThoughtTypeCount {
  @Field(() => String)
  thoughtType!: string;

  @Field(() => Int)
  count!: number;
}

/** All posts of the period, and the classified ones by thought type (most first). */
@ObjectType()
export class MediaPostCounts {
  @Field(() => Int)
  total!: number;

  @Field(() => [MediaThoughtTypeCount])
  byThoughtType!: MediaThoughtTypeCount[];
}

/** A stream tagged on the posts, with how many are tagged to it and their sentiments toward it. */
@ObjectType()
export class MediaStreamCount {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  type!: string;

  @Field(() => Int)
  postCount!: number;

  @Field(() => MediaSentimentCounts)
  sentimentCounts!: MediaSentimentCounts;
}

/** What a podcast's or an episode's widgets show for a period. */
export interface MediaCounts {
  postCounts: MediaPostCounts;
  /** By post count, most first (then by name); at most MEDIA_MAX_STREAMS. */
  streams: MediaStreamCount[];
  /** Over every stream tagged, not only the ones listed. */
  sentimentCounts: MediaSentimentCounts;
}
