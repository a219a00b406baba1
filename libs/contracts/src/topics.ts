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
  /** A storm post of the user was activated (spec 2 §4: activationTriggered); for later use. */
  stormPostActivated: (userId: string) => `user:${userId}:storm-post-activated`,
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
