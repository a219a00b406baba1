import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** A member as the team list shows it (spec 2 §3 Member). */
@ObjectType()
export class HiveMember {
  @Field(() => ID)
  userId!: string;

  @Field(() => ID)
  hiveId!: string;

  @Field(() => String)
  emailAddress!: string;

  @Field(() => String)
  role!: string;

  @Field(() => Boolean)
  isOwner!: boolean;

  /** The only owner: their role cannot be changed and they cannot leave. */
  @Field(() => Boolean)
  isLastOwner!: boolean;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType()
export class OwnerCount {
  @Field(() => Int)
  ownerCount!: number;

  /** False only for the last owner. */
  @Field(() => Boolean)
  canLeave!: boolean;
}
