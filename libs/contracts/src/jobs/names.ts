/**
 * Every job name, with the queue it runs on and its payload and result. Producer, worker and
 * persister share this one contract (JobData<N> / JobResult<N>).
 *
 * The thought pipeline is ONE BullMQ flow per captured thought, a chain (children run before their
 * parent): classify-thought ← format-thought ← embed-text ← finalize-thought. The three agent stages
 * are stateless; each reads its child's value and passes it on with its own result added
 * (ThoughtPipelineValue), so the finalize parent in thoughts-svc receives everything to persist.
 */
export enum JobName {
  /** Agent: turn a text into an embedding with the configured AI provider (the 'vectorizing' stage). */
  EmbedText = 'embed-text',
  /** Agent: category, thought type and topic of a thought (the 'classifying' stage). */
  ClassifyThought = 'classify-thought',
  /** Agent: the thought tidied into its displayed content (the 'formatting' stage). */
  FormatThought = 'format-thought',
  /** thoughts-svc flow parent: store what the stages computed and mark the thought ready (or failed). */
  FinalizeThought = 'finalize-thought',
  /**
   * thoughts-svc flow parent: store the embedding of a thought's edited content (a manual edit or a
   * reset), computed by an embed-text child, if the content is still what was embedded.
   */
  ReembedThought = 'reembed-thought',
  /** Agent, request/response: an enhancement preview of edited content (never stored). */
  EnhanceThought = 'enhance-thought',
  /** Agent, request/response: insights drawn from the member's related past thoughts. */
  SummarizeInsights = 'summarize-insights',
  /**
   * Agent: the member's active lists the thought belongs to, each with the item to create (part of
   * the 'finalizing' stage in the pipeline, between embed-text and finalize-thought, when the member
   * chose no lists and has active ones; also run alone for POST /api/agent/thought-list-matching).
   */
  MatchLists = 'match-lists',
  /** Agent: a new post's category and thought type (spec 4 POST /api/posts). */
  ClassifyPost = 'classify-post',
  /** Agent: a new post's embedding. */
  EmbedPost = 'embed-post',
  /** Agent: the streams a new post mentions, with its sentiment toward each (issue 7 stream tagging). */
  TagPostStreams = 'tag-post-streams',
  /** feeds-svc flow parent: store what classify-post, embed-post and tag-post-streams computed for a post. */
  FinalizePost = 'finalize-post',
  /** Agent: a stream's embedding, from its name, description and aliases (streamEmbeddingText). */
  EmbedStream = 'embed-stream',
  /**
   * feeds-svc flow parent: store the embedding embed-stream computed, if the stream still reads as
   * the embedded text (a later change queues its own).
   */
  StoreStreamEmbedding = 'store-stream-embedding',
  /**
   * thoughts-svc, in a reply's flow: stores the member message's embedding (from its embed-text
   * child) and gathers what the reply draws on (the thread so far, the member's related thoughts,
   * list items and past messages), handed up to chat-reply as its value.
   */
  PrepareChatReply = 'prepare-chat-reply',
  /** Agent: the reply to a member's message, streamed token by token on topics.agentReply. */
  ChatReply = 'chat-reply',
  /** thoughts-svc flow parent: store the complete reply once (or a failed one that can be retried). */
  StoreChatReply = 'store-chat-reply',
  /** thoughts-svc flow parent: store a chat message's embedding (from its embed-text child). */
  StoreMessageEmbedding = 'store-message-embedding',
  /**
   * Agent: a submitted web page fetched safely, read (main text, title, description, og:image,
   * favicon) and split into a handful of self-contained drops (spec 4 POST /api/web-pages).
   */
  FetchWebPage = 'fetch-web-page',
  /**
   * feeds-svc flow parent: store the page read by fetch-web-page and its drops as posts (each then
   * through the post pipeline) and complete the process, or record why it failed.
   */
  StoreWebPage = 'store-web-page',
  /**
   * feeds-svc, repeatable (a BullMQ job scheduler) and on demand (`npm run ingest -- --podcast <id>`):
   * queue a podcast feed flow for every tracked podcast whose feed is due (or the one asked for).
   */
  IngestPodcasts = 'ingest-podcasts',
  /**
   * Agent: a podcast's feed fetched safely and parsed (episodes, persons, transcript links), and the
   * transcripts of its new episodes fetched and cut into speaker segments.
   */
  FetchPodcastFeed = 'fetch-podcast-feed',
  /**
   * feeds-svc flow parent: store what fetch-podcast-feed read, one transaction per episode (episode,
   * persons, posts quoting the transcript, their post pipelines owed), or record why the feed failed.
   */
  StorePodcastFeed = 'store-podcast-feed',
  /**
   * feeds-svc: close a storm at its end time (a delayed job whose id derives from the storm id;
   * re-scheduled for every open storm when feeds-svc boots; should Redis lose it, feeds-svc's periodic
   * storm check closes the storm instead).
   */
  CloseStorm = 'close-storm',
  /** hives-svc: deliver one mail over SMTP (verification codes, invitations), retried when SMTP fails. */
  SendMail = 'send-mail',
}
