import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** hives-svc's Hive as feeds-svc knows it: only the key; the gateway asks hives-svc for the rest. */
@ObjectType('Hive')
@Directive('@key(fields: "id", resolvable: false)')
export class HiveReference {
  @Field(() => ID)
  id!: string;
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
}
