/**
 * The part of the public GraphQL API the gateway itself serves (subscriptions fed from Redis
 * pub/sub), added to the composed supergraph. It lives here rather than in the gateway so that
 * `npm run schema` can write the whole API schema (schema/api.graphql) from the subgraphs without
 * building the gateway, whose generated types depend on that file.
 */
export const GATEWAY_TYPE_DEFS = /* GraphQL */ `
  """
  Progress of one stage of a thought's background processing (mirrors contracts' JobProgress).
  """
  type ThoughtProgress {
    jobName: String!
    entityId: ID!
    stage: String!
    """
    started, completed or failed
    """
    status: String!
    percent: Float!
    at: String!
    error: String
  }
  type Subscription {
    """
    Progress events of the signed-in user's thought; guests get an UNAUTHENTICATED error.
    """
    thoughtProgress(thoughtId: ID!): ThoughtProgress!
    """
    Progress of the signed-in user's web page process (POST /api/web-pages): fetching, reading,
    writing, storing, completed, or a failed stage with its error; guests get UNAUTHENTICATED.
    """
    webPageProgress(processId: ID!): ThoughtProgress!
    """
    The signed-in user's storm posts as storm participation activates them (spec 2 §4: a vote answer
    flagging activationTriggered raises a storm-post-activated notification).
    """
    stormPostActivated: StormPostActivated!
    """
    A storm's participation changed (someone joined or switched to voting only, an answer was
    activated, the storm closed or reopened); members of the storm's hive only (others FORBIDDEN, an
    unknown storm NOT_FOUND, guests UNAUTHENTICATED). Re-read the participation status on each event.
    """
    stormParticipantsChanged(stormId: ID!): StormParticipantsChanged!
    """
    A storm's answers changed: a new answer waiting for votes (submitted) or an answer gone live
    (activated); members of the storm's hive only, as stormParticipantsChanged.
    """
    stormPostsChanged(stormId: ID!): StormPostsChanged!
    """
    Vote counts of a post after every vote, for a signed-in viewer allowed to see them; guests get UNAUTHENTICATED.
    """
    postVotesChanged(postId: ID!): PostVoteCounts!
    """
    The thinking agent's replies in one of the signed-in member's threads, token by token. The first
    event sums up the thread's latest reply so far (content holds what was already said); every event
    carries the whole text so far in content. Guests get UNAUTHENTICATED; another member's thread NOT_FOUND.
    """
    agentReply(threadId: ID!): AgentReplyEvent!
  }
  """
  One event of a reply's stream (mirrors contracts' AgentReplyEvent).
  """
  type AgentReplyEvent {
    threadId: ID!
    """
    The id the reply is (or will be) stored under in the thread's messages.
    """
    replyId: ID!
    """
    started (the text restarts empty: a new attempt), token, completed (stored) or failed (retry with retryAgentReply)
    """
    status: String!
    """
    Tokens so far in this attempt.
    """
    index: Int!
    """
    The new piece of text (live token events); null otherwise.
    """
    token: String
    """
    The whole reply so far.
    """
    content: String!
    error: String
    at: String!
  }
  type StormParticipantsChanged {
    stormId: ID!
    at: String!
  }
  type StormPostsChanged {
    stormId: ID!
    postId: ID!
    """
    submitted or activated
    """
    change: String!
    at: String!
  }
  type StormPostActivated {
    postId: ID!
    stormId: ID!
    at: String!
  }
  """
  A post's vote counts after a vote (only to viewers allowed to see counts).
  """
  type PostVoteCounts {
    postId: ID!
    upvotes: Int!
    downvotes: Int!
    unconstructiveVotes: Int!
    moderated: Boolean!
  }
`;
