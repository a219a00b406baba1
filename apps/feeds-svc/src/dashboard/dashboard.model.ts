import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import type { SentimentCounts, Stream } from '../streams/stream.model.js';

// Object-typed fields are served by dashboard-fields.resolver.ts (see the Stream model).

/** Posts of one thought type (spec 2 §3 Dashboard items); percentages of one answer sum to 100. */
@ObjectType()
export class ThoughtTypeCount {
  @Field(() => String)
  thoughtType!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  percentage!: number;
}

/** A stream in the trending and new streams cards (spec 2 §3 Dashboard items). */
@ObjectType()
export class DashboardStream {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  type!: string;

  @Field(() => Int)
  postCount!: number;

  sentimentCounts!: SentimentCounts;
}

/** A podcast ranked by its posts (spec 2 §3 Dashboard items). */
@ObjectType()
export class DashboardPodcast {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field(() => String, { nullable: true })
  publisherName!: string | null;

  @Field(() => Int)
  postCount!: number;
}

/** A podcast on a stream's dashboard, with the sentiments of its posts toward the stream. */
@ObjectType()
export class StreamDashboardPodcast extends DashboardPodcast {
  sentimentCounts!: SentimentCounts;
}

@ObjectType()
export class ThoughtTypeTotal {
  @Field(() => String)
  thoughtType!: string;

  @Field(() => Int)
  count!: number;
}

/** A stream's posts in the period: all of them, and the classified ones by thought type. */
@ObjectType()
export class StreamPostCounts {
  @Field(() => Int)
  total!: number;

  byThoughtType!: ThoughtTypeTotal[];
}

/** GET /api/streams/{id}/dashboard (spec 2 §3 Stream dashboard). */
@ObjectType()
export class StreamDashboard {
  stream!: Stream;

  @Field(() => String)
  period!: string;

  postCounts!: StreamPostCounts;

  sentimentCounts!: SentimentCounts;

  podcasts!: StreamDashboardPodcast[];
}
