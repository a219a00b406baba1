import { ArgsType, Field, ID } from '@nestjs/graphql';

/** The media feed's filters (spec 2 §7 GET /api/posts and its stream / podcast / episode variants). */
@ArgsType()
export class MediaFeedArgs {
  @Field(() => String, { nullable: true })
  category?: string | null;

  @Field(() => String, { nullable: true })
  thoughtType?: string | null;

  @Field(() => String, { nullable: true })
  voteFilter?: string | null;

  @Field(() => String, { nullable: true })
  sortBy?: string | null;

  @Field(() => String, { nullable: true })
  search?: string | null;

  @Field(() => ID, { nullable: true })
  streamId?: string | null;

  @Field(() => ID, { nullable: true })
  podcastId?: string | null;

  @Field(() => ID, { nullable: true })
  podcastEpisodeId?: string | null;

  @Field(() => String, { nullable: true })
  sentimentFilter?: string | null;
}
