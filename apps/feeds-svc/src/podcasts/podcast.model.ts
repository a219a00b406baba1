import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** A podcast (spec 3 §3 Podcast). */
@ObjectType()
export class Podcast {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  publisherName!: string;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String, { nullable: true })
  language!: string | null;

  /** The episodes tracked here (stored in feeds-svc). */
  @Field(() => Int)
  actualEpisodesCount!: number;

  /** The episodes the podcast has published; never fewer than the tracked ones. */
  @Field(() => Int)
  totalEpisodesCount!: number;
}
