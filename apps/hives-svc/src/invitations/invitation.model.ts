import { Field, ID, ObjectType } from '@nestjs/graphql';
import { HiveRef } from '../hives/hive.model.js';

/** A hive's invitation as its admins see it (spec 1 §3, spec 2 §3). */
@ObjectType()
export class HiveInvitation {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  email!: string;

  /** Always post (spec 1 §3). */
  @Field(() => String)
  role!: string;

  /** pending (the lists show pending ones only). */
  @Field(() => String)
  status!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  lastSentAt!: Date;
}

/** An invitation to one of the signed-in user's verified addresses (GET /api/user/invitations). */
@ObjectType()
export class UserInvitation extends HiveInvitation {
  @Field(() => HiveRef)
  hive!: HiveRef;
}
