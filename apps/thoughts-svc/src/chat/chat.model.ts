import { Directive, Field, Float, ID, ObjectType } from '@nestjs/graphql';

/** A member's chat thread with the thinking agent (private: resolved for its owner only). */
@ObjectType()
@Directive('@key(fields: "id")')
export class AgentThread {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType()
export class AgentMessage {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  threadId!: string;

  /** user or assistant (spec 4). */
  @Field(() => String)
  role!: string;

  /** The text; for a failed reply, what the thread says instead (contracts AgentMessages.replyFailed). */
  @Field(() => String)
  content!: string;

  /** complete, or failed: the agent could not reply, and retryAgentReply tries again. */
  @Field(() => String)
  status!: string;

  @Field(() => Date)
  createdAt!: Date;
}

/** sendAgentMessage: the member's message is stored; the reply is a job. */
@ObjectType()
export class SentAgentMessage {
  @Field(() => AgentMessage)
  message!: AgentMessage;

  /** The reply's chat-reply job. */
  @Field(() => String)
  jobId!: string;

  /** The id the reply is stored under; its tokens stream on Subscription.agentReply(threadId). */
  @Field(() => ID)
  replyId!: string;
}

/** retryAgentReply: a failed reply tried again. */
@ObjectType()
export class AgentReplyStart {
  @Field(() => String)
  jobId!: string;

  @Field(() => ID)
  replyId!: string;
}

/** A message as a related-message result shows it (spec 1 §3: role, content, id). */
@ObjectType()
export class RelatedMessageRef {
  @Field(() => String)
  role!: string;

  @Field(() => String)
  content!: string;

  @Field(() => ID)
  id!: string;
}

/** Spec 1 §3 "Related message result". */
@ObjectType()
export class RelatedMessage {
  /** The message of another thread that matches. */
  @Field(() => RelatedMessageRef)
  centerMessage!: RelatedMessageRef;

  /** The message before it in its thread (its context), when there is one. */
  @Field(() => RelatedMessageRef, { nullable: true })
  beforeMessage!: RelatedMessageRef | null;

  /** 0 to 1, higher is closer (spec 4). */
  @Field(() => Float)
  similarity!: number;

  @Field(() => ID)
  threadId!: string;

  @Field(() => String)
  threadTitle!: string;

  @Field(() => Date)
  threadCreatedAt!: Date;
}
