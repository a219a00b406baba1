/**
 * Redis pub/sub topics that the gateway turns into GraphQL subscriptions. Topics carry the user id
 * so a subscriber only ever hears about their own work.
 */
export const topics = {
  thoughtProgress: (userId: string, thoughtId: string) => `user:${userId}:thought-progress:${thoughtId}`,
  /**
   * A post's vote counts changed (PostVotesMessage, published by feeds-svc after every vote). Not
   * per user: the gateway forwards counts only to viewers allowed to see them (spec 2 §4 Voting).
   */
  postVotes: (postId: string) => `post:${postId}:votes`,
  /**
   * The agent's replies in one of the member's chat threads, token by token (AgentReplyEvent). The
   * replay key (`<topic>:last`) keeps the whole text so far, so a late subscriber starts from it.
   */
  agentReply: (userId: string, threadId: string) => `user:${userId}:agent-reply:${threadId}`,
  /**
   * Progress of one of the member's web page processes (JobProgress: fetching, reading, storing,
   * completed; or failed with its error), as thoughts do; the polled status says the same.
   */
  webPageProgress: (userId: string, processId: string) => `user:${userId}:web-page-progress:${processId}`,
  /** A storm post of the user was activated (spec 2 §4: activationTriggered). */
  stormPostActivated: (userId: string) => `user:${userId}:storm-post-activated`,
  /**
   * A storm's participation changed (StormParticipantsMessage: someone joined, switched to voting
   * only, had their answer activated, or the storm closed or reopened). The gateway forwards it to the
   * storm's hive members only.
   */
  stormParticipants: (stormId: string) => `storm:${stormId}:participants`,
  /** A storm's answers changed (StormPostsMessage: a new answer, or an answer activated); members only. */
  stormPosts: (stormId: string) => `storm:${stormId}:posts`,
} as const;

/**
 * What is published on topics.stormPostActivated once storm participation activates a post (spec 2
 * §4 Storm participation); the gateway delivers it as Subscription.stormPostActivated.
 */
export interface StormPostActivatedMessage {
  postId: string;
  stormId: string;
  /** ISO 8601. */
  at: string;
}

/** What feeds-svc publishes on topics.postVotes. */
export interface PostVotesMessage {
  postId: string;
  upvotes: number;
  downvotes: number;
  unconstructiveVotes: number;
  moderated: boolean;
}

/** What feeds-svc publishes on topics.stormParticipants (no member's id or text: answers are anonymous). */
export interface StormParticipantsMessage {
  stormId: string;
  /** ISO 8601. */
  at: string;
}

/** What feeds-svc publishes on topics.stormPosts. */
export interface StormPostsMessage {
  stormId: string;
  postId: string;
  /** submitted: a new answer waiting for votes; activated: an answer went live (the active feed). */
  change: 'submitted' | 'activated';
  /** ISO 8601. */
  at: string;
}
