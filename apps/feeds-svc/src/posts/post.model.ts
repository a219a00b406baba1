import { Directive, Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

/** hives-svc's Hive as feeds-svc knows it: only the key; the gateway asks hives-svc for the rest. */
@ObjectType('Hive')
@Directive('@key(fields: "id", resolvable: false)')
export class HiveReference {
  @Field(() => ID)
  id!: string;
}

/** A post's tag to one stream (spec 2 §3 "Stream tag on a post"), with its sentiment toward it. */
@ObjectType()
export class PostStreamTag {
  @Field(() => ID)
  streamId!: string;

  @Field(() => String)
  streamName!: string;

  @Field(() => String, { nullable: true })
  streamType!: string | null;

  @Field(() => String, { nullable: true })
  streamDescription!: string | null;

  @Field(() => [String])
  streamAliases!: string[];

  @Field(() => Float, { nullable: true })
  streamConfidence!: number | null;

  /** auto (the agent's tagging) or manual. */
  @Field(() => String)
  assignmentType!: string;

  @Field(() => Date)
  assignedAt!: Date;

  /** positive, negative, neutral or mixed. */
  @Field(() => String, { nullable: true })
  sentiment!: string | null;

  /** -1 (negative) .. 1 (positive). */
  @Field(() => Float, { nullable: true })
  sentimentScore!: number | null;

  @Field(() => String, { nullable: true })
  sentimentAnalysis!: string | null;

  /** How many posts are tagged to the stream. */
  @Field(() => Int, { nullable: true })
  postCount!: number | null;
}

/** A person who made the content a post was drawn from (spec 2 §3 content_creators). */
@ObjectType()
export class ContentCreator {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;
}

/**
 * A post as one viewer sees it. Posts are anonymous to peers: the author's user id is never a field;
 * `isMine` tells the author's own views that it is theirs. Vote counts are null when the viewer may
 * not see them (spec 2 §4: guests never; members only once they voted, or in view-only mode).
 */
@ObjectType()
@Directive('@key(fields: "id")')
export class Post {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  content!: string;

  @Field(() => String, { nullable: true })
  category!: string | null;

  @Field(() => String, { nullable: true })
  thoughtType!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => ID)
  hiveId!: string;

  /**
   * The hive's name and logo from feeds-svc's hive read model (spec 2 §3 hive_name, hive_logo): the
   * REST feeds read them here, so a page of posts needs no call to hives-svc. `hive { … }` still
   * resolves the full hive in hives-svc for clients that want more.
   */
  @Field(() => String, { nullable: true })
  hiveName!: string | null;

  @Field(() => String, { nullable: true })
  hiveLogo!: string | null;

  @Field(() => ID, { nullable: true })
  stormId!: string | null;

  @Field(() => Boolean)
  isPublic!: boolean;

  @Field(() => Date, { nullable: true })
  moderatedAt!: Date | null;

  @Field(() => ID, { nullable: true })
  moderatedBy!: string | null;

  @Field(() => String, { nullable: true })
  moderationReason!: string | null;

  @Field(() => Int, { nullable: true })
  upvotes!: number | null;

  @Field(() => Int, { nullable: true })
  downvotes!: number | null;

  @Field(() => Int, { nullable: true })
  unconstructiveVotes!: number | null;

  /** up, down, unconstructive, or none. */
  @Field(() => String)
  userVote!: string;

  @Field(() => Boolean)
  isMine!: boolean;

  /**
   * Streams the post is tagged to, most confident first. Served by PostsResolver's field resolver,
   * not declared here: a field of an object type here would pull PostStreamTag into every subgraph
   * built in the same process (see FeedsResolver).
   */
  streams!: PostStreamTag[];

  /** The people who made the post's source content; served by PostsResolver like `streams`. */
  contentCreators!: ContentCreator[];

  /** historic_event, quote, statistic, content_thought or thought (spec 2 §3 derived kind). */
  @Field(() => String)
  kind!: string;

  @Field(() => String, { nullable: true })
  stormPrompt!: string | null;

  @Field(() => ID, { nullable: true })
  podcastId!: string | null;

  @Field(() => String, { nullable: true })
  podcastTitle!: string | null;

  @Field(() => String, { nullable: true })
  podcastImageUrl!: string | null;

  @Field(() => String, { nullable: true })
  podcastDescription!: string | null;

  @Field(() => ID, { nullable: true })
  podcastEpisodeId!: string | null;

  @Field(() => String, { nullable: true })
  podcastEpisodeTitle!: string | null;

  @Field(() => String, { nullable: true })
  speakerName!: string | null;

  @Field(() => Date, { nullable: true })
  episodePublishedAt!: Date | null;

  @Field(() => ID, { nullable: true })
  webPageId!: string | null;

  @Field(() => String, { nullable: true })
  webPageUrl!: string | null;

  @Field(() => String, { nullable: true })
  webPageTitle!: string | null;

  @Field(() => String, { nullable: true })
  webPageDescription!: string | null;

  @Field(() => String, { nullable: true })
  webPageOgImage!: string | null;

  @Field(() => String, { nullable: true })
  webPageFaviconUrl!: string | null;

  @Field(() => ID, { nullable: true })
  statisticId!: string | null;

  @Field(() => ID, { nullable: true })
  contentThoughtId!: string | null;

  @Field(() => ID, { nullable: true })
  historicEventId!: string | null;

  @Field(() => ID, { nullable: true })
  quoteId!: string | null;

  /** Cosine distance (0 same meaning .. 1 unrelated) to the post of a related-posts answer; null elsewhere. */
  @Field(() => Float, { nullable: true })
  similarityScore!: number | null;

  /** The viewer's role in the post's hive; null for guests and non-members. */
  @Field(() => String, { nullable: true })
  userRole!: string | null;

  /** Someone other than the author voted (the classification is locked). */
  @Field(() => Boolean)
  hasOtherVoters!: boolean;
}
