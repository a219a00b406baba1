import { Field, ID, ObjectType } from '@nestjs/graphql';

/** A member's web page process (spec 3 §3 Process status, spec 4 POST /api/web-pages). */
@ObjectType()
export class WebPageProcess {
  @Field(() => ID)
  id!: string;

  /** processing, completed or failed. */
  @Field(() => String)
  status!: string;

  /** Why it failed (failed only). */
  @Field(() => String, { nullable: true })
  error!: string | null;

  /** The page read (completed only). */
  @Field(() => ID, { nullable: true })
  webPageId!: string | null;

  @Field(() => String, { nullable: true })
  webPageTitle!: string | null;

  /** The address as submitted. */
  @Field(() => String)
  url!: string;
}

/** A hive the drops of a pasted page may go to (the planet, or a public square the member posts to). */
@ObjectType()
export class WebPageTargetHive {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  type!: string;
}
