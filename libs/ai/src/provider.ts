import type {
  ChatReplyInput,
  Classification,
  EmbeddingResult,
  EnhanceAction,
  ListMatch,
  ListMatchInput,
  RelatedInsight,
  RelatedThoughtInput,
  StreamMatchInput,
  StreamTag,
} from '@hivemind/contracts';

/** The thought an insight summary is about. */
export interface InsightSubject {
  thoughtId?: string;
  content: string;
}

/**
 * The one interface every AI capability goes through, so the worker never knows which provider
 * runs behind it (local rules and word vectors, or an OpenAI-compatible API). Both providers return
 * the same shapes, validated, so a job's result never depends on which one ran.
 *
 * Errors: a provider throws errors that carry an HTTP `status` where one applies, so the worker's
 * error sorting (libs/common jobs/error-sorting) fails 4xx other than 408/429 at once and lets
 * BullMQ's backoff retry the rest (5xx, 408, 429, timeouts, network errors).
 */
export interface AiProvider {
  readonly name: string;
  /** Name of the model that makes embeddings (stored beside every vector). */
  readonly embeddingModel: string;
  /**
   * Loads whatever the provider needs before the first job. A worker calls it at boot so that a
   * long synchronous load (the local word vectors) never blocks the event loop while a job holds
   * a BullMQ lock.
   */
  warmUp(): Promise<void>;
  /** Category, thought type (one of the spec's 17) and a short topic noun phrase. */
  classify(text: string): Promise<Classification>;
  /** The same thought tidied: capitals, punctuation, whitespace, run-on sentences split. */
  format(text: string): Promise<string>;
  /**
   * A preview of the thought rewritten by an enhancement action. `instructions` is used by
   * 'custom' only (required there, at most 1000 characters).
   */
  enhance(text: string, action: EnhanceAction, instructions?: string): Promise<string>;
  /** One L2-normalized vector of EMBEDDING_DIMENSIONS per input text, in input order. */
  embed(texts: string[]): Promise<EmbeddingResult[]>;
  /**
   * The lists (of those given) the thought belongs to, following each list's match instructions,
   * each with the item to create following its item creation instructions. Only ids from `lists`.
   */
  matchLists(text: string, lists: ListMatchInput[]): Promise<ListMatch[]>;
  /**
   * Insights drawn from the member's related past thoughts, most related first, at most `limit`
   * (default 5). Every insight names one of the given thoughts (thoughtId) and quotes it (source).
   */
  summarizeInsights(thought: InsightSubject, related: RelatedThoughtInput[], limit?: number): Promise<RelatedInsight[]>;
  /**
   * The streams (of those given) a post mentions by name or alias, each with the post's sentiment
   * toward it (positive, negative, neutral or mixed) and a score in -1..1. Every provider answers
   * the same tags for the same text (the shared rules and lexicon of streams/stream-tagging.ts).
   */
  tagStreams(text: string, streams: StreamMatchInput[]): Promise<StreamTag[]>;
  /**
   * The thinking agent's reply to the last user turn of `input.history`, drawing on the member's own
   * related data in `input.context`, as the pieces of text it arrives in (concatenated, they are the
   * whole reply). Errors carry an HTTP status where one applies, as for every method.
   */
  chatReply(input: ChatReplyInput): AsyncIterable<string>;
  /**
   * A web page's main text turned into `min`..`max` self-contained drops of a few sentences each, in
   * the page's order (fewer than `min` only when the text has too few sentences; none when it has no
   * text). The local provider picks the most informative sentences; openai writes them.
   */
  writeDrops(input: DropsInput): Promise<string[]>;
}

export interface DropsInput {
  title: string | null;
  text: string;
  min: number;
  max: number;
}

export const DEFAULT_INSIGHT_LIMIT = 5;
