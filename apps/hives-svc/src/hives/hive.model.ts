import { Directive, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

/**
 * A hive's parent, or one step of its hierarchy (spec 1 §2 breadcrumb, spec 2 §7 hierarchy).
 * @shareable, like every value type another type names in a field: Nest registers such types
 * process-wide, so a test booting several subgraphs in one process sees them in each SDL.
 */
@ObjectType()
@Directive('@shareable')
export class HiveRef {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  type!: string;

  @Field(() => String, { nullable: true })
  logo!: string | null;

  /** Public-square order: planet 1 … neighborhood 5; null for other types. */
  @Field(() => Int, { nullable: true })
  hierarchyOrder!: number | null;

  @Field(() => ID, { nullable: true })
  parentId!: string | null;
}

/**
 * A hive as one viewer sees it (spec 1 §3, spec 2 §3): its own fields plus the counts and the
 * viewer's relation to it (role, member, following, admin, can apply).
 */
@ObjectType({ isAbstract: true })
export abstract class HiveFields {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String)
  type!: string;

  @Field(() => String, { nullable: true })
  website!: string | null;

  @Field(() => String, { nullable: true })
  logo!: string | null;

  @Field(() => String)
  level!: string;

  @Field(() => Boolean)
  allowFollowers!: boolean;

  @Field(() => [String])
  emailDomains!: string[];

  @Field(() => Boolean)
  isListed!: boolean;

  @Field(() => Boolean)
  isPublicSquare!: boolean;

  @Field(() => Int, { nullable: true })
  hierarchyOrder!: number | null;

  @Field(() => HiveRef, { nullable: true })
  parent!: HiveRef | null;

  @Field(() => Int)
  followersCount!: number;

  @Field(() => Int)
  membersCount!: number;

  /** owner, admin, post, vote, view or public; a non-member of a public square is view. */
  @Field(() => String)
  viewerRole!: string;

  @Field(() => Boolean)
  isMember!: boolean;

  @Field(() => Boolean)
  isFollowing!: boolean;

  /** Role admin or owner. */
  @Field(() => Boolean)
  isAdmin!: boolean;

  /** A signed-in non-member who could join now (verified email on a domain, or an invitation). */
  @Field(() => Boolean)
  canApply!: boolean;

  @Field(() => Date)
  createdAt!: Date;
}

/** The federated entity: root fields and references answer it. */
@ObjectType()
@Directive('@key(fields: "id")')
export class Hive extends HiveFields {}

/**
 * The same fields under another name, for result objects. Nest registers every class a @Field names
 * in a process-wide registry; a field typed Hive would make a test that boots hives-svc and feeds-svc
 * in one process (feeds-svc has its own stub type Hive) see two types named Hive.
 */
@ObjectType()
@Directive('@shareable')
export class HiveView extends HiveFields {}

@ObjectType()
export class HivePage {
  @Field(() => [HiveView])
  hives!: HiveView[];

  @Field(() => Boolean)
  hasMore!: boolean;
}

/** PATCH /api/hives/{id}: any subset; owners only. */
@InputType()
export class UpdateHiveInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  website?: string | null;

  @Field(() => [String], { nullable: true })
  emailDomains?: string[] | null;

  @Field(() => String, { nullable: true })
  type?: string | null;

  @Field(() => Boolean, { nullable: true })
  allowFollowers?: boolean | null;
}

@ObjectType()
@Directive('@shareable')
export class InviteError {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  error!: string;
}

/** What a send of invitations did (spec 1 §3 "Invitation response"). */
@ObjectType()
export class InvitationResult {
  @Field(() => Int)
  invitationsCreated!: number;

  @Field(() => Int)
  invitationsFailed!: number;

  @Field(() => [InviteError])
  errors!: InviteError[];
}

@ObjectType()
export class LaunchHiveResult extends InvitationResult {
  @Field(() => HiveView)
  hive!: HiveView;
}
