import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import { HiveRef } from '../hives/hive.model.js';

/** @shareable: see HiveRef. */
@ObjectType()
@Directive('@shareable')
export class CitizenshipRateLimit {
  /** country, state, city or neighborhood. */
  @Field(() => String)
  level!: string;

  @Field(() => Boolean)
  canUpdate!: boolean;

  /** Why not ('Must wait N more days…'); null when canUpdate. */
  @Field(() => String, { nullable: true })
  reason!: string | null;
}

/** The user's public-square hives (spec 2 §2.12, §3 Citizenship). */
@ObjectType()
export class Citizenship {
  @Field(() => HiveRef, { nullable: true })
  country!: HiveRef | null;

  @Field(() => HiveRef, { nullable: true })
  state!: HiveRef | null;

  @Field(() => HiveRef, { nullable: true })
  city!: HiveRef | null;

  @Field(() => HiveRef, { nullable: true })
  neighborhood!: HiveRef | null;

  @Field(() => [CitizenshipRateLimit])
  rateLimits!: CitizenshipRateLimit[];
}

/** One entry of the citizenship history. */
@ObjectType()
export class CitizenshipLog {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  level!: string;

  @Field(() => ID)
  hiveId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Boolean)
  isCurrent!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  deletedAt!: Date | null;
}

/**
 * PUT /api/user/localization's outcome. A rate-limit refusal is an answer, not an error, because the
 * client shows its type and detail lines ('Rate limit exceeded:' + details).
 */
@ObjectType()
export class LocalizationResult {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String)
  message!: string;

  /** 'rate_limit' on a refusal. */
  @Field(() => String, { nullable: true })
  type!: string | null;

  @Field(() => [String])
  details!: string[];
}
