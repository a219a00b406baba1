import { Field, ID, ObjectType } from '@nestjs/graphql';

/**
 * A person (spec 3 §3 Person). role, startDate, endDate and isCurrent are their place in an
 * organization: the organization's own in its Key Members, else their current (or latest) one.
 */
@ObjectType()
export class Person {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String, { nullable: true })
  shortBio!: string | null;

  @Field(() => String, { nullable: true })
  personalWebsite!: string | null;

  @Field(() => String, { nullable: true })
  profilePictureUrl!: string | null;

  @Field(() => String, { nullable: true })
  xHandle!: string | null;

  @Field(() => String, { nullable: true })
  instagramHandle!: string | null;

  @Field(() => String, { nullable: true })
  role!: string | null;

  /** YYYY-MM-DD */
  @Field(() => String, { nullable: true })
  startDate!: string | null;

  /** YYYY-MM-DD */
  @Field(() => String, { nullable: true })
  endDate!: string | null;

  @Field(() => Boolean)
  isCurrent!: boolean;
}
