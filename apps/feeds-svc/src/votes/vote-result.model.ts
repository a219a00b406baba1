import { Field, Int, ObjectType } from '@nestjs/graphql';

/** The answer to a vote (spec 2 §7 POST /api/posts/{id}/vote). */
@ObjectType()
export class VoteResult {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => Int)
  upvotes!: number;

  @Field(() => Int)
  downvotes!: number;

  @Field(() => Int)
  unconstructiveVotes!: number;

  @Field(() => String)
  userVote!: string;

  /** True when this vote removed the post from its hive (an owner's or admin's unconstructive vote). */
  @Field(() => Boolean)
  moderationAction!: boolean;

  /** True when this vote completed the voter's storm quota and activated their answer (spec 2 §4). */
  @Field(() => Boolean)
  activationTriggered!: boolean;

  @Field(() => String)
  message!: string;
}
