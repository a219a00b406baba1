import { QueueName, type AgentQueueName } from './queues.js';
import type {
  Classification,
  EnhanceAction,
  ListMatch,
  ListMatchInput,
  RelatedInsight,
  RelatedThoughtInput,
} from './ai.js';
import type { StreamMatchInput, StreamTag } from './streams.js';
import type { ChatReplyInput } from './chat.js';

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
   * re-scheduled for every open storm when feeds-svc boots).
   */
  CloseStorm = 'close-storm',
  /** hives-svc: deliver one mail over SMTP (verification codes, invitations), retried when SMTP fails. */
  SendMail = 'send-mail',
}

/**
 * What the post flow's agent children return to feeds-svc's finalize-post parent (each child one
 * part; they run side by side, not chained).
 */
export interface PostPipelineValue {
  classification?: Classification;
  embedding?: number[];
  model?: string;
  /** From tag-post-streams: absent when that child did not run (no active streams). */
  streamTags?: StreamTag[];
}

export interface EmbeddingResult {
  /** L2-normalized vector of EMBEDDING_DIMENSIONS numbers. */
  embedding: number[];
  /** Name of the model that made it, stored beside the vector so a model switch can re-embed. */
  model: string;
}

/** What the thought pipeline has computed so far, handed from each stage to its flow parent. */
export interface ThoughtPipelineValue {
  classification?: Classification;
  content?: string;
  embedding?: number[];
  model?: string;
  /** Pending items to create, from the list-matching stage (absent when it did not run). */
  listMatches?: ListMatch[];
}

/** Payload of a thought stage: the text travels in the payload (the worker has no database). */
export interface ThoughtStageData {
  thoughtId: string;
  userId: string;
  text: string;
  correlationId?: string;
}

export interface JobMap extends PostJobMap, MailJobMap, ChatJobMap, WebPageJobMap, PodcastFeedJobMap {
  [JobName.EmbedText]: {
    queue: QueueName.AgentThoughts;
    /**
     * `text` is embedded, unless the job has a child (the pipeline's format stage) whose value
     * carries `content`: then the formatted content is embedded.
     */
    data: {
      text: string;
      userId: string;
      entityId: string;
      correlationId?: string;
      /** False for work the member is not watching (re-embedding an edit): no progress messages. */
      announce?: boolean;
    };
    result: EmbeddingResult & ThoughtPipelineValue;
  };
  [JobName.ClassifyThought]: {
    queue: QueueName.AgentThoughts;
    data: ThoughtStageData;
    result: ThoughtPipelineValue & { classification: Classification };
  };
  [JobName.FormatThought]: {
    queue: QueueName.AgentThoughts;
    data: ThoughtStageData;
    result: ThoughtPipelineValue & { content: string };
  };
  [JobName.FinalizeThought]: {
    queue: QueueName.ThoughtsResults;
    data: {
      thoughtId: string;
      userId: string;
      correlationId?: string;
      /** Lists the member chose at capture: items are created directly in them (a failure is ignored). */
      selectedListIds?: string[];
      /** True when a match-lists child runs below: it announced 'finalizing' as it started. */
      matchesLists?: boolean;
    };
    result: { thoughtId: string; status: 'ready' | 'failed' | 'gone' };
  };
  [JobName.ReembedThought]: {
    queue: QueueName.ThoughtsResults;
    /** `text` is the content the embed-text child embedded. */
    data: { thoughtId: string; userId: string; text: string; correlationId?: string };
    result: { thoughtId: string; status: 'stored' | 'stale' };
  };
  [JobName.EnhanceThought]: {
    queue: QueueName.AgentThoughts;
    data: { userId: string; content: string; action: EnhanceAction; instructions?: string; correlationId?: string };
    result: { content: string };
  };
  [JobName.SummarizeInsights]: {
    queue: QueueName.AgentThoughts;
    data: {
      userId: string;
      thought: { thoughtId: string; content: string };
      related: RelatedThoughtInput[];
      limit?: number;
      correlationId?: string;
    };
    result: { insights: RelatedInsight[] };
  };
  [JobName.MatchLists]: {
    queue: QueueName.AgentThoughts;
    /**
     * Self-contained: the thought's text and the member's active lists with their instructions.
     * Inside the pipeline the formatted content of the stage below is matched instead of `text`.
     */
    data: { thoughtId: string; userId: string; text: string; lists: ListMatchInput[]; correlationId?: string };
    /**
     * The stages' value passed on, plus the matches. Matching never fails the thought: after the
     * last attempt (or a permanent AI error) it answers no matches and says why in listMatchingError.
     */
    result: ThoughtPipelineValue & { listMatches: ListMatch[]; listMatchingError?: string };
  };
}

/**
 * A reply is ONE flow (children first), like a thought:
 *   store-chat-reply (thoughts-results: store the reply once, or a failed one)
 *     └─ chat-reply (agent-chat: stream the reply; its input is its child's value)
 *          └─ prepare-chat-reply (thoughts-results: store the message's vector, gather the context)
 *               └─ embed-text (agent-thoughts: the member's message, silent)
 * Job ids derive from the reply's run id (a retry of a failed reply is a new run of the same reply).
 */
export interface ChatJobMap {
  [JobName.PrepareChatReply]: {
    queue: QueueName.ThoughtsResults;
    data: { threadId: string; userId: string; userMessageId: string; replyId: string; correlationId?: string };
    result: ChatReplyInput;
  };
  [JobName.ChatReply]: {
    queue: QueueName.AgentChat;
    /** The history and context come from the prepare-chat-reply child's value (the worker has no database). */
    data: { threadId: string; userId: string; replyId: string; correlationId?: string };
    result: { replyId: string; content: string };
  };
  [JobName.StoreChatReply]: {
    queue: QueueName.ThoughtsResults;
    data: {
      threadId: string;
      userId: string;
      replyId: string;
      userMessageId: string;
      /** ISO 8601: when the reply was asked for, its place in the thread (right after the member's message). */
      requestedAt: string;
      correlationId?: string;
    };
    result: { replyId: string; status: 'stored' | 'failed' | 'gone' };
  };
  [JobName.StoreMessageEmbedding]: {
    queue: QueueName.ThoughtsResults;
    data: { messageId: string; userId: string; correlationId?: string };
    result: { messageId: string; status: 'stored' | 'skipped' };
  };
}

/** What fetch-web-page read from a page, handed to feeds-svc's store-web-page parent. */
export interface WebPageReading {
  /** The address the page was finally read from (after redirects). */
  finalUrl: string;
  title: string | null;
  description: string | null;
  ogImage: string | null;
  faviconUrl: string | null;
  /** 3 to 10 self-contained drops of a few sentences each. */
  drops: string[];
}

/**
 * A submitted web page is ONE flow: store-web-page (feeds-results) ← fetch-web-page (agent-feeds).
 * Job ids derive from the process id, so queuing a process again adds nothing while it exists.
 */
export interface WebPageJobMap {
  [JobName.FetchWebPage]: {
    queue: QueueName.AgentFeeds;
    data: { processId: string; userId: string; url: string; correlationId?: string };
    result: WebPageReading;
  };
  [JobName.StoreWebPage]: {
    queue: QueueName.FeedsResults;
    data: { processId: string; userId: string; correlationId?: string };
    result: { processId: string; status: 'completed' | 'failed' | 'gone' };
  };
}

/** A person an episode features (Podcasting 2.0 `podcast:person`). */
export interface FeedPerson {
  name: string;
  /** host, guest, ... (lower case; 'host' when the feed names none). */
  role: string;
  href: string | null;
  img: string | null;
}

/** A few sentences one speaker said, in the order of the transcript. */
export interface TranscriptSegment {
  /** Its place in the episode's transcript (posts are unique by episode and segment index). */
  index: number;
  speakerName: string | null;
  text: string;
}

/** One item of a podcast feed as fetch-podcast-feed read it. */
export interface FeedEpisode {
  guid: string;
  title: string;
  description: string | null;
  /** ISO 8601. */
  publishedAt: string | null;
  durationSec: number | null;
  seasonNumber: number | null;
  episodeNumber: number | null;
  audioUrl: string | null;
  videoUrl: string | null;
  websiteUrl: string | null;
  persons: FeedPerson[];
  /** The transcript chosen (VTT, then SRT, then plain text), or null when the episode has none. */
  transcriptUrl: string | null;
  /**
   * Its segments; null when it was not read this time (already ingested, or fetching it failed:
   * `transcriptError` says why, and a later read tries again).
   */
  segments: TranscriptSegment[] | null;
  transcriptError?: string;
}

/** What fetch-podcast-feed read, handed to feeds-svc's store-podcast-feed parent. */
export interface PodcastFeedReading {
  /** How many items the feed lists. */
  itemCount: number;
  /** Oldest first. */
  episodes: FeedEpisode[];
}

/**
 * One read of a podcast's feed is ONE flow: store-podcast-feed (feeds-results) ← fetch-podcast-feed
 * (agent-feeds). Job ids derive from the podcast id and a run key (the due check's time, or the
 * minute of an on-demand refresh), so queuing the same run again adds nothing while it exists.
 */
export interface PodcastFeedJobMap {
  [JobName.IngestPodcasts]: {
    queue: QueueName.FeedsResults;
    /** podcastId: refresh that podcast now (on demand); none: every podcast whose feed is due. */
    data: { podcastId?: string; correlationId?: string };
    result: { queued: number };
  };
  [JobName.FetchPodcastFeed]: {
    queue: QueueName.AgentFeeds;
    /** knownGuids: episodes already fully ingested (their transcripts are not fetched again). */
    data: { podcastId: string; feedUrl: string; knownGuids: string[]; correlationId?: string };
    result: PodcastFeedReading;
  };
  [JobName.StorePodcastFeed]: {
    queue: QueueName.FeedsResults;
    data: { podcastId: string; runKey: string; correlationId?: string };
    result: { podcastId: string; status: 'stored' | 'failed' | 'gone'; episodes: number; posts: number };
  };
}

export interface MailJobMap {
  [JobName.SendMail]: {
    queue: QueueName.HivesMail;
    /** mailId: the mail.requested event's id (its outbox row is confirmed once the mail is sent). */
    data: { mailId: string; to: string; subject: string; text: string; correlationId?: string };
    result: { messageId: string };
  };
}

export interface PostJobMap {
  [JobName.ClassifyPost]: {
    queue: QueueName.AgentFeeds;
    data: { postId: string; text: string; correlationId?: string };
    result: PostPipelineValue & { classification: Classification };
  };
  [JobName.EmbedPost]: {
    queue: QueueName.AgentFeeds;
    data: { postId: string; text: string; correlationId?: string };
    result: PostPipelineValue & EmbeddingResult;
  };
  [JobName.TagPostStreams]: {
    queue: QueueName.AgentFeeds;
    /** Self-contained: the post's text and the active streams' names and aliases (the worker has no database). */
    data: { postId: string; text: string; streams: StreamMatchInput[]; correlationId?: string };
    result: PostPipelineValue & { streamTags: StreamTag[] };
  };
  [JobName.FinalizePost]: {
    queue: QueueName.FeedsResults;
    data: { postId: string; correlationId?: string };
    result: { postId: string; status: 'ready' | 'failed' | 'gone' };
  };
  [JobName.EmbedStream]: {
    queue: QueueName.AgentFeeds;
    /** Self-contained: the text to embed (the worker has no database). */
    data: { streamId: string; text: string; correlationId?: string };
    result: EmbeddingResult;
  };
  [JobName.CloseStorm]: {
    queue: QueueName.FeedsResults;
    data: { stormId: string; correlationId?: string };
    result: { stormId: string; closed: boolean };
  };
  [JobName.StoreStreamEmbedding]: {
    queue: QueueName.FeedsResults;
    /** `text` is what the embed-stream child embedded. */
    data: { streamId: string; text: string; correlationId?: string };
    result: { streamId: string; status: 'stored' | 'stale' | 'failed' };
  };
}

export type JobData<N extends JobName> = JobMap[N]['data'];
export type JobResult<N extends JobName> = JobMap[N]['result'];

/** Queue of each job name (runtime mirror of JobMap[N]['queue']). */
export const JOB_QUEUE: { [N in JobName]: JobMap[N]['queue'] } = {
  [JobName.EmbedText]: QueueName.AgentThoughts,
  [JobName.ClassifyThought]: QueueName.AgentThoughts,
  [JobName.FormatThought]: QueueName.AgentThoughts,
  [JobName.FinalizeThought]: QueueName.ThoughtsResults,
  [JobName.ReembedThought]: QueueName.ThoughtsResults,
  [JobName.EnhanceThought]: QueueName.AgentThoughts,
  [JobName.SummarizeInsights]: QueueName.AgentThoughts,
  [JobName.MatchLists]: QueueName.AgentThoughts,
  [JobName.ClassifyPost]: QueueName.AgentFeeds,
  [JobName.EmbedPost]: QueueName.AgentFeeds,
  [JobName.TagPostStreams]: QueueName.AgentFeeds,
  [JobName.FinalizePost]: QueueName.FeedsResults,
  [JobName.EmbedStream]: QueueName.AgentFeeds,
  [JobName.StoreStreamEmbedding]: QueueName.FeedsResults,
  [JobName.CloseStorm]: QueueName.FeedsResults,
  [JobName.SendMail]: QueueName.HivesMail,
  [JobName.FetchWebPage]: QueueName.AgentFeeds,
  [JobName.StoreWebPage]: QueueName.FeedsResults,
  [JobName.IngestPodcasts]: QueueName.FeedsResults,
  [JobName.FetchPodcastFeed]: QueueName.AgentFeeds,
  [JobName.StorePodcastFeed]: QueueName.FeedsResults,
  [JobName.PrepareChatReply]: QueueName.ThoughtsResults,
  [JobName.ChatReply]: QueueName.AgentChat,
  [JobName.StoreChatReply]: QueueName.ThoughtsResults,
  [JobName.StoreMessageEmbedding]: QueueName.ThoughtsResults,
};

/** Job names that run on a given queue. */
export function jobsOfQueue(queue: QueueName): JobName[] {
  return (Object.keys(JOB_QUEUE) as JobName[]).filter((n) => JOB_QUEUE[n] === queue);
}

export function agentJobNames(queues: readonly AgentQueueName[]): JobName[] {
  return queues.flatMap((q) => jobsOfQueue(q));
}

/**
 * Default job options, in one place: 3 attempts with exponential backoff, failed jobs kept for
 * inspection, completed ones trimmed by age and count.
 */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;

/**
 * Options of request/response jobs (a REST stage call, an enhancement preview, an insight summary):
 * someone is waiting, so one quick retry only, and nothing kept for long.
 */
export const REQUEST_JOB_OPTIONS = {
  attempts: 2,
  backoff: { type: 'fixed', delay: 200 },
  removeOnComplete: { age: 300, count: 1000 },
  removeOnFail: { age: 24 * 3600 },
} as const;

/**
 * `<entity id>.<job name>` so that a retried request does not queue the same work twice. Not `:`:
 * BullMQ 6 refuses custom job ids containing `:` ("Custom Id cannot contain :") unless they have
 * exactly three parts (its legacy repeatable-job format).
 */
export function jobIdFor(entityId: string, name: JobName): string {
  return `${entityId}.${name}`;
}

/**
 * The stages of a captured thought as its progress topic names them, in order (spec 1 §4: the
 * input cycles Capturing Thought..., AI Classification..., Formatting Content..., Vectorizing...,
 * Final Processing..., Thought Captured!). 'captured' is terminal: it is only ever 'completed'.
 */
export const THOUGHT_STAGES = [
  'capturing',
  'classifying',
  'formatting',
  'vectorizing',
  'finalizing',
  'captured',
] as const;
export type ThoughtStage = (typeof THOUGHT_STAGES)[number];

/** Percent reported when a stage starts and completes: increasing over the whole pipeline. */
export const THOUGHT_STAGE_PERCENT: { [S in ThoughtStage]: { started: number; completed: number } } = {
  capturing: { started: 0, completed: 5 },
  classifying: { started: 5, completed: 30 },
  formatting: { started: 30, completed: 55 },
  vectorizing: { started: 55, completed: 80 },
  finalizing: { started: 80, completed: 95 },
  captured: { started: 100, completed: 100 },
};

/** The pipeline stage each thought job performs. */
export const STAGE_OF_JOB: Partial<Record<JobName, ThoughtStage>> = {
  [JobName.ClassifyThought]: 'classifying',
  [JobName.FormatThought]: 'formatting',
  [JobName.EmbedText]: 'vectorizing',
  [JobName.MatchLists]: 'finalizing',
  [JobName.FinalizeThought]: 'finalizing',
};

/** A thought's processing status as stored and served (`isReady` follows spec 3 §4 separately). */
export const THOUGHT_STATUSES = ['processing', 'ready', 'failed'] as const;
export type ThoughtStatus = (typeof THOUGHT_STATUSES)[number];
