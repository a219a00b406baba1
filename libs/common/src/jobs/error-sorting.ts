import { UnrecoverableError } from 'bullmq';

/**
 * Errors are sorted before BullMQ retries them: a 4xx from a provider means the request itself is
 * wrong and will fail the same way every time, so the job fails at once (UnrecoverableError skips
 * the remaining attempts). 408 (timeout) and 429 (rate limited), 5xx, network errors and timeouts
 * are transient and keep the default exponential backoff.
 */
const TRANSIENT_4XX = new Set([408, 429]);

/** The HTTP status an error carries, as the common HTTP clients and SDKs expose it. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } };
  const status = e.status ?? e.statusCode ?? e.response?.status;
  return typeof status === 'number' && Number.isInteger(status) ? status : undefined;
}

export function isPermanentError(error: unknown): boolean {
  if (error instanceof UnrecoverableError) return true;
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500 && !TRANSIENT_4XX.has(status);
}

/** The error to throw from a processor: UnrecoverableError for a permanent failure, else as is. */
export function sortJobError(error: unknown): Error {
  if (error instanceof UnrecoverableError) return error;
  if (isPermanentError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    const sorted = new UnrecoverableError(`${message} (HTTP ${httpStatusOf(error)}: not retried)`);
    sorted.cause = error;
    return sorted;
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** Runs a processor body and rethrows its failure sorted. */
export async function withErrorSorting<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw sortJobError(error);
  }
}
