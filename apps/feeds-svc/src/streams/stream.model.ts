import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

/** Counts of posts by their sentiment toward a stream (spec 2 §3 sentiment_counts). */
@ObjectType()
export class SentimentCounts {
  @Field(() => Int)
  positive!: number;

  @Field(() => Int)
  negative!: number;

  @Field(() => Int)
  neutral!: number;

  @Field(() => Int)
  mixed!: number;
}

/** The stream at the other end of a connection. */
@ObjectType()
export class StreamRef {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  type!: string;

  @Field(() => Int)
  level!: number;
}

/** One edge of the hierarchy (spec 3 §3 Stream connections): `targetId` is a child of `sourceId`. */
@ObjectType()
export class StreamConnection {
  @Field(() => ID)
  sourceId!: string;

  @Field(() => ID)
  targetId!: string;

  /** Always 'child'. */
  @Field(() => String)
  relationship!: string;

  /** Served by StreamConnectionResolver (see Stream). */
  stream!: StreamRef;
}

/** Inbound: the stream's parent; outbound: its children (spec 3 §3). Fields: StreamConnectionsResolver. */
@ObjectType()
export class StreamConnections {
  inbound!: StreamConnection[];
  outbound!: StreamConnection[];
}

/**
 * A topic stream (spec 2 §3 Stream, spec 3 §3 Stream). postCount and sentimentCounts count the
 * public, unmoderated posts tagged to it (the posts every feed shows). `connections` is resolved
 * only when asked for (a stream's page, not the listing).
 *
 * Fields of object types (here and in every model of streams/ and dashboard/) are served by the
 * resolvers' @ResolveField, not declared with @Field: Nest registers the field types of every loaded
 * object type globally, which would pull them into other subgraphs built in the same process (the
 * composition test).
 */
@ObjectType()
export class Stream {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String)
  type!: string;

  @Field(() => String)
  typeLabel!: string;

  @Field(() => String, { nullable: true })
  logoUrl!: string | null;

  /** 1 Broad Topic, 2 Sub-topic, 3 Niche Topic. */
  @Field(() => Int)
  level!: number;

  @Field(() => String, { nullable: true })
  levelLabel!: string | null;

  @Field(() => Boolean)
  isActive!: boolean;

  /** The organization of the stream, or of the stream it belongs to (a person's, a department's). */
  @Field(() => String, { nullable: true })
  organizationName!: string | null;

  @Field(() => [String])
  aliases!: string[];

  @Field(() => String, { nullable: true })
  assetType!: string | null;

  @Field(() => String, { nullable: true })
  tradingSymbol!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  @Field(() => Int)
  postCount!: number;

  sentimentCounts!: SentimentCounts;

  /** The hierarchy parent id (for connections). */
  parentId!: string | null;
}

/** A stream type with its display label (GET /api/streams/types). */
@ObjectType()
export class StreamTypeOption {
  @Field(() => String)
  value!: string;

  @Field(() => String)
  label!: string;
}

/** A similar stream (spec 2 §3 Related stream): similarity 0..1, higher is closer (spec 4). */
@ObjectType()
export class RelatedStream {
  @Field(() => ID)
  streamId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  type!: string;

  @Field(() => Float)
  similarity!: number;
}
