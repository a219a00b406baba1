import { Field, ID, ObjectType } from '@nestjs/graphql';

/** A web page read by the agent worker (spec 3 §3 Web page). */
@ObjectType()
export class WebPage {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  url!: string;

  @Field(() => String, { nullable: true })
  title!: string | null;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String, { nullable: true })
  ogImage!: string | null;

  @Field(() => String, { nullable: true })
  faviconUrl!: string | null;

  @Field(() => Date, { nullable: true })
  scrapedAt!: Date | null;
}
