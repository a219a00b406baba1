import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Post } from '../posts/post.model.js';

/** The hive a storm belongs to, from feeds-svc's hive read model (spec 2 §3 Storm: hive {id, name, logo, type}). */
@ObjectType()
export class StormHive {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  logo!: string | null;

  @Field(() => String)
  type!: string;
}

/** A storm: a prompt put to a hive (spec 2 §3 Storm; spec 4 POST /api/hives/{id}/storms). */
@ObjectType()
export class Storm {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  hiveId!: string;

  /** Served by StormFieldsResolver (object-typed fields of a loaded class would reach other subgraphs). */
  hive!: StormHive;

  @Field(() => String)
  prompt!: string;

  /** False once closed by its owners or admins, or by its end time. */
  @Field(() => Boolean)
  isActive!: boolean;

  @Field(() => Int)
  voteSubmissionRequirement!: number;

  @Field(() => Date, { nullable: true })
  endsAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;
}

/** Who takes part in a storm, for its management view (counts only: answers are anonymous). */
@ObjectType()
export class StormSummary {
  @Field(() => Int)
  participants!: number;

  @Field(() => Int)
  answers!: number;

  @Field(() => Int)
  activeAnswers!: number;
}

/** spec 2 §3 activation_progress. */
@ObjectType()
export class StormActivationProgress {
  @Field(() => Int)
  currentVotes!: number;

  @Field(() => Int)
  requiredVotes!: number;

  @Field(() => Int)
  percentageComplete!: number;
}

/** spec 2 §3 Participation status, of the signed-in member. */
@ObjectType()
export class StormParticipationStatus {
  @Field(() => ID)
  stormId!: string;

  @Field(() => Boolean)
  hasSubmitted!: boolean;

  @Field(() => Boolean)
  wantsToVoteOnly!: boolean;

  @Field(() => Date, { nullable: true })
  postActivatedAt!: Date | null;

  @Field(() => Int)
  voteSubmissionRequirement!: number;

  /** Served by StormFieldsResolver. */
  activationProgress!: StormActivationProgress;
}

/** spec 2 §3 Submission status: the member's answer, if any. */
@ObjectType()
export class StormSubmission {
  @Field(() => ID, { nullable: true })
  postId!: string | null;
}

/**
 * A page of a storm feed (vote-to-activate or active). `posts` is served by a field resolver (see
 * RelatedPostsResult: an object-typed field of a loaded class would pull Post into other subgraphs).
 */
@ObjectType()
export class StormFeed {
  posts!: Post[];

  @Field(() => Boolean)
  hasMore!: boolean;

  @Field(() => Int)
  page!: number;

  /** The batch size: the storm's vote_submission_requirement unless the request gave a limit. */
  @Field(() => Int)
  limit!: number;

  /** The vote-to-activate feed's progress of the member's own answer; null in the active feed (StormsResolver). */
  activationProgress!: StormActivationProgress | null;

  @Field(() => String)
  message!: string;
}
