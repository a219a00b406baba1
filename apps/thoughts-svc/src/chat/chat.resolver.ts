import { Args, Context, ID, Mutation, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { AgentMessage, AgentReplyStart, AgentThread, RelatedMessage, SentAgentMessage } from './chat.model.js';
import { ChatService } from './chat.service.js';

/** The agent chat's calls (spec 4 thread and message calls, spec 1 §7 related messages). */
@Resolver(() => AgentThread)
export class ChatResolver {
  constructor(private readonly chat: ChatService) {}

  /** The caller's threads, newest first. */
  @Query(() => [AgentThread])
  agentThreads(@Context() ctx: GqlContext): Promise<AgentThread[]> {
    return this.chat.threads(requireUserId(ctx));
  }

  /** One of the caller's threads; null when it is missing or another member's. */
  @Query(() => AgentThread, { nullable: true })
  agentThread(@Context() ctx: GqlContext, @Args('id', { type: () => ID }) id: string): Promise<AgentThread | null> {
    return this.chat.findThread(requireUserId(ctx), id);
  }

  /** The thread's messages, oldest first; NOT_FOUND for a thread that is not the caller's. */
  @Query(() => [AgentMessage])
  agentMessages(
    @Context() ctx: GqlContext,
    @Args('threadId', { type: () => ID }) threadId: string,
  ): Promise<AgentMessage[]> {
    return this.chat.messages(requireUserId(ctx), threadId);
  }

  /**
   * Related past messages for the active thread, from the caller's other threads (spec 1 §7). The
   * spec's client also sends userId: it is accepted and never widens the search beyond the caller.
   */
  @Query(() => [RelatedMessage])
  relatedMessages(
    @Context() ctx: GqlContext,
    @Args('threadId', { type: () => ID }) threadId: string,
    @Args('userId', { type: () => ID, nullable: true }) _userId: string | null,
  ): Promise<RelatedMessage[]> {
    return this.chat.related(requireUserId(ctx), threadId);
  }

  @Mutation(() => AgentThread)
  createAgentThread(
    @Context() ctx: GqlContext,
    @Args('title', { type: () => String, nullable: true }) title: string | null,
  ): Promise<AgentThread> {
    return this.chat.createThread(requireUserId(ctx), title);
  }

  /** Stores the member's message and starts the agent's reply (streamed on Subscription.agentReply). */
  @Mutation(() => SentAgentMessage)
  sendAgentMessage(
    @Context() ctx: GqlContext,
    @Args('threadId', { type: () => ID }) threadId: string,
    @Args('content', { type: () => String }) content: string,
  ): Promise<SentAgentMessage> {
    return this.chat.send(requireUserId(ctx), threadId, content, ctx.user.correlationId);
  }

  /** Tries a failed reply again (CONFLICT when the message is not a failed reply). */
  @Mutation(() => AgentReplyStart)
  retryAgentReply(
    @Context() ctx: GqlContext,
    @Args('threadId', { type: () => ID }) threadId: string,
    @Args('messageId', { type: () => ID }) messageId: string,
  ): Promise<AgentReplyStart> {
    return this.chat.retry(requireUserId(ctx), threadId, messageId, ctx.user.correlationId);
  }

  /** Threads are private: a reference resolves only for its owner. */
  @ResolveReference()
  async resolveReference(ref: { __typename: string; id: string }, ctx: GqlContext): Promise<AgentThread | null> {
    return ctx.user.userId ? this.chat.findThread(ctx.user.userId, ref.id) : null;
  }
}
