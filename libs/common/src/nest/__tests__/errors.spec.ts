import { describe, expect, it } from '@jest/globals';
import { GraphQLError } from 'graphql';
import { runWithCorrelationId } from '../../logger.js';
import { createFormatError, DomainException, ErrorKind } from '../errors.js';

const formatError = createFormatError();
const wrap = (original: Error) => new GraphQLError(original.message, { originalError: original, path: ['field'] });

describe('subgraph error mapping', () => {
  it('maps a typed domain error to its GraphQL code, reason and user-facing message', () => {
    const err = new DomainException(
      ErrorKind.BadUserInput,
      'THOUGHT_BLANK',
      'An empty or blank thought cannot be captured',
    );
    expect(formatError({ message: err.message, path: ['field'] }, wrap(err))).toEqual({
      message: 'An empty or blank thought cannot be captured',
      path: ['field'],
      locations: undefined,
      extensions: { code: 'BAD_USER_INPUT', reason: 'THOUGHT_BLANK' },
    });
  });

  it('hides an unknown error behind INTERNAL_SERVER_ERROR with the correlation id, never the stack', () => {
    const err = new Error('connection refused to 10.0.0.5');
    const out = runWithCorrelationId('corr-9', () =>
      formatError(
        { message: err.message, extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['x'] } },
        wrap(err),
      ),
    );
    expect(out.message).toBe('Internal server error');
    expect(out.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', correlationId: 'corr-9' });
  });

  it('keeps GraphQL validation errors as they are', () => {
    const err = new GraphQLError('Cannot query field "x"', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    const out = formatError({ message: err.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }, err);
    expect(out.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
