import { describe, expect, it } from '@jest/globals';
import { UnrecoverableError } from 'bullmq';
import { httpStatusOf, sortJobError, withErrorSorting } from '../error-sorting.js';

const httpError = (status: number): Error => Object.assign(new Error(`provider said ${status}`), { status });

describe('errors are sorted before retry', () => {
  it.each([400, 401, 403, 404, 422])('a %i from the provider fails at once (UnrecoverableError)', (status) => {
    const sorted = sortJobError(httpError(status));
    expect(sorted).toBeInstanceOf(UnrecoverableError);
    expect(sorted.message).toContain(`provider said ${status}`);
  });

  it.each([408, 429, 500, 502, 503])('a %i is retried with backoff (error kept as is)', (status) => {
    const error = httpError(status);
    expect(sortJobError(error)).toBe(error);
  });

  it('timeouts and network errors without a status are retried', () => {
    const timeout = Object.assign(new Error('socket hang up'), { code: 'ETIMEDOUT' });
    expect(sortJobError(timeout)).toBe(timeout);
  });

  it('reads the status where SDKs and HTTP clients put it', () => {
    expect(httpStatusOf({ status: 404 })).toBe(404);
    expect(httpStatusOf({ statusCode: 400 })).toBe(400);
    expect(httpStatusOf({ response: { status: 401 } })).toBe(401);
    expect(httpStatusOf(new Error('plain'))).toBeUndefined();
  });

  it('withErrorSorting rethrows sorted and passes results through', async () => {
    await expect(withErrorSorting(async () => 42)).resolves.toBe(42);
    await expect(
      withErrorSorting(async () => {
        throw httpError(400);
      }),
    ).rejects.toBeInstanceOf(UnrecoverableError);
  });
});
