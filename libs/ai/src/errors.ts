/**
 * Typed errors of the AI providers. Each carries an HTTP-like `status` because that is what the
 * worker's error sorting reads (libs/common jobs/error-sorting: 4xx other than 408/429 fail the job
 * at once, everything else is retried with BullMQ's backoff).
 */

/** Bad input to a provider method (empty custom instructions, unknown action): never retried. */
export class AiInputError extends Error {
  readonly status = 400;
  constructor(message: string) {
    super(message);
    this.name = 'AiInputError';
  }
}

export type AiOutputErrorCode = 'invalid_json' | 'invalid_shape' | 'dimension_mismatch' | 'empty_response';

/**
 * The model answered, but not with something we can use: JSON that does not parse or does not
 * match the schema, or embeddings of another size than the vector(256) column. The openai provider
 * already asked a second time before throwing this for chat output, and a wrong embedding size is a
 * configuration mistake, so BullMQ retrying later would only repeat the failure: the error carries
 * 422 (Unprocessable Entity), which the worker's error sorting treats as permanent.
 */
export class AiOutputError extends Error {
  readonly status = 422;
  constructor(
    readonly code: AiOutputErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AiOutputError';
  }
}
