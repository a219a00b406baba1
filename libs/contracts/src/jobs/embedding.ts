/** What every embedding job returns (embed-text, embed-post, embed-stream). */
export interface EmbeddingResult {
  /** L2-normalized vector of EMBEDDING_DIMENSIONS numbers. */
  embedding: number[];
  /** Name of the model that made it, stored beside the vector so a model switch can re-embed. */
  model: string;
}
