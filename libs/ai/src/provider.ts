import type { EmbeddingResult } from '@hivemind/contracts';

/**
 * The one interface every AI capability goes through, so the worker never knows which provider
 * runs behind it (local rules and word vectors today, an OpenAI-compatible API later).
 */
export interface AiProvider {
  readonly name: string;
  /**
   * Loads whatever the provider needs before the first job. A worker calls it at boot so that a
   * long synchronous load (the local word vectors) never blocks the event loop while a job holds
   * a BullMQ lock.
   */
  warmUp(): Promise<void>;
  /** One L2-normalized vector of EMBEDDING_DIMENSIONS per input text, in input order. */
  embed(texts: string[]): Promise<EmbeddingResult[]>;
}
