import { describe, expect, it } from '@jest/globals';
import { RestError, restErrorFromGraphql, toErrorResponse } from '../rest/core/errors.js';
import { route } from '../rest/core/route.js';
import { RestRouter } from '../rest/core/router.js';

describe('REST error mapping', () => {
  it('maps GraphQL error codes to statuses with the error text', () => {
    expect(restErrorFromGraphql([{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }])).toMatchObject(
      { status: 401, message: 'Not signed in' },
    );
    expect(restErrorFromGraphql([{ message: 'bad', extensions: { code: 'BAD_USER_INPUT' } }])?.status).toBe(400);
    expect(restErrorFromGraphql([{ message: 'gone', extensions: { code: 'NOT_FOUND' } }])?.status).toBe(404);
    expect(restErrorFromGraphql([{ message: 'no', extensions: { code: 'FORBIDDEN' } }])?.status).toBe(403);
    expect(restErrorFromGraphql([{ message: 'dup', extensions: { code: 'CONFLICT' } }])?.status).toBe(409);
  });
  it('treats unknown errors and schema mismatches as server faults', () => {
    expect(restErrorFromGraphql([{ message: 'boom' }])).toBeNull();
    expect(
      restErrorFromGraphql([{ message: 'Cannot query field', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }]),
    ).toBeNull();
  });
  it('answers 500 with the correlation id and no stack for unknown errors', () => {
    const res = toErrorResponse(new Error('secret internals'), 'req-123');
    expect(res.status).toBe(500);
    expect(res.body.error).toContain('req-123');
    expect(JSON.stringify(res.body)).not.toContain('secret internals');
    expect(JSON.stringify(res.body)).not.toContain('at ');
  });
  it('keeps typed errors as { error } with their status', () => {
    expect(toErrorResponse(new RestError(404, 'Thought not found'), 'x')).toEqual({
      status: 404,
      body: { error: 'Thought not found' },
    });
  });
});

describe('REST router', () => {
  const router = new RestRouter([
    route('GET', '/api/thoughts/:id', { handler: async () => ({}) }),
    route('GET', '/api/podcasts', { handler: async () => ({}) }),
  ]);
  it('matches params and tells 404 from 405', () => {
    const m = router.match('GET', '/api/thoughts/abc');
    expect('route' in m && m.params).toEqual({ id: 'abc' });
    expect(router.match('POST', '/api/podcasts')).toEqual({ error: 'method-not-allowed' });
    expect(router.match('GET', '/api/nope')).toEqual({ error: 'not-found' });
    expect(router.match('GET', '/api/thoughts/a/b')).toEqual({ error: 'not-found' });
  });
});
