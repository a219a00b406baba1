import { describe, expect, it } from '@jest/globals';
import { REDACTED, redactLogValue, redactQuoted } from '../log-redaction.js';

const TEXT = 'my private thought';

describe("log redaction keeps members' text out of log lines", () => {
  it('takes quoted literals out of messages, keeping their shape and backticked identifiers', () => {
    expect(redactQuoted(`invalid input syntax for type uuid: "${TEXT}"`)).toBe(
      'invalid input syntax for type uuid: "…"',
    );
    expect(redactQuoted(`Invalid \`prisma.thought.create()\` invocation: { text: "a \\"quoted\\" ${TEXT}" }`)).toBe(
      'Invalid `prisma.thought.create()` invocation: { text: "…" }',
    );
    expect(redactQuoted(JSON.stringify({ t: TEXT }))).not.toContain(TEXT);
    expect(redactQuoted(JSON.stringify(JSON.stringify({ t: TEXT })))).not.toContain(TEXT);
    expect(redactQuoted('connect ECONNREFUSED 127.0.0.1:4101')).toBe('connect ECONNREFUSED 127.0.0.1:4101');
  });

  it('drops request bodies, documents, variables and credentials at any depth, and keeps codes and names', () => {
    const line = redactLogValue({
      message: 'failed',
      extensions: { code: 'SUBREQUEST_HTTP_ERROR', serviceName: 'thoughts', request: { body: `{"t":"${TEXT}"}` } },
      query: `mutation { capture(text: "${TEXT}") }`,
      variables: { t: TEXT },
      headers: { Cookie: 'sid=abc', 'x-request-id': 'r1' },
      path: ['captureThought'],
    });
    expect(JSON.stringify(line)).not.toContain(TEXT);
    expect(line).toEqual({
      message: 'failed',
      extensions: { code: 'SUBREQUEST_HTTP_ERROR', serviceName: 'thoughts', request: { body: REDACTED } },
      query: REDACTED,
      variables: REDACTED,
      headers: { Cookie: REDACTED, 'x-request-id': 'r1' },
      path: ['captureThought'],
    });
  });

  it('turns errors into plain objects without the text their message repeats', () => {
    const err = Object.assign(new Error(`value too long: "${TEXT}"`), { code: 'P2000' });
    const line = redactLogValue({ err }) as { err: Record<string, unknown> };
    expect(line.err).toMatchObject({ type: 'Error', message: 'value too long: "…"', code: 'P2000' });
    expect(JSON.stringify(line)).not.toContain(TEXT);
  });
});
