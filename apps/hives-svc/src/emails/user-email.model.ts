import { Field, ID, ObjectType } from '@nestjs/graphql';

/** One of the signed-in user's email addresses (spec 1 "Emails"). */
@ObjectType()
export class UserEmail {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  email!: string;

  @Field(() => Boolean)
  isVerified!: boolean;

  /** The sign-in address; it cannot be deleted. */
  @Field(() => Boolean)
  isPrimary!: boolean;

  @Field(() => Date)
  createdAt!: Date;
}
