import { Field, ObjectType } from '@nestjs/graphql';

/** spec 2 §3 Permissions object. */
@ObjectType()
export class HivePermissionsResult {
  @Field(() => Boolean)
  canVote!: boolean;

  @Field(() => Boolean)
  canPost!: boolean;

  @Field(() => String)
  role!: string;
}
