// The development outbox holds verification codes, so it answers only where it was explicitly
// enabled (DEV_OUTBOX_ENABLED=true, set by `npm start` and the tests): elsewhere GET /api/dev/outbox
// and the devOutbox query answer 404 / NOT_FOUND, whatever NODE_ENV says (issue 20).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freshAddress, RestClient, startAccountsStack, type AccountsStack } from './accounts-rest-harness.js';

let s: AccountsStack;

beforeAll(async () => {
  s = await startAccountsStack({}, { NODE_ENV: 'development', DEV_OUTBOX_ENABLED: 'false' });
});
afterAll(async () => {
  await s?.stop();
});

describe('development outbox not enabled', () => {
  it('answers GET /api/dev/outbox 404 { error } in development, and never shows a kept code', async () => {
    const email = freshAddress('outbox-off');
    const client = new RestClient(s.base);
    expect(
      (await client.call('POST', '/api/auth/register', { email, password: 'a long enough password' })).status,
    ).toBe(201);
    // The code was kept (no SMTP here), but nobody can read it over the API.
    expect(await s.hives.db.devMail.count({ where: { to: email } })).toBe(1);
    for (const path of [`/api/dev/outbox?to=${encodeURIComponent(email)}`, '/api/dev/outbox']) {
      const res = await new RestClient(s.base).call('GET', path);
      expect(res).toMatchObject({ status: 404, body: { error: expect.any(String) } });
      expect(JSON.stringify(res.body)).not.toMatch(/\d{6}/);
    }
    const gql = await fetch(`${s.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ devOutbox { to text } }' }),
    });
    const body = (await gql.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(body)).not.toContain(email);
  });
});
