// The bad-input rule for the gateway's GraphQL subscriptions over graphql-ws, as the web app opens
// them: every subscription field of the schema (read by introspection, so a new one is covered the
// day it is added) is opened with invalid arguments (malformed, empty and NUL-carrying ids, ids that
// name nothing), as a member and as a guest, all at once. Each one must be refused with errors that
// name a client-side problem (BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND…); only a
// well-formed id that names nothing of the caller's may instead stay open and quiet (it is never heard
// of). Never an internal error, a closed socket or a stray event.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Client } from 'graphql-ws';
import { aUser, gql, requireEnv, wsClient } from '@hivemind/testing';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4400';
const CLIENT_CODES = new Set(['BAD_USER_INPUT', 'BAD_REQUEST', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']);
/** How long a subscription that was not refused is watched for a stray event or a late error. */
const QUIET_MS = 1_500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface SubscriptionField {
  name: string;
  args: { name: string; type: TypeRef }[];
  type: TypeRef;
}
const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
const INTROSPECTION = `{ __schema { subscriptionType { fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } } } } }`;

const typeText = (t: TypeRef): string =>
  t.kind === 'NON_NULL' ? `${typeText(t.ofType!)}!` : t.kind === 'LIST' ? `[${typeText(t.ofType!)}]` : t.name!;
const namedOf = (t: TypeRef): TypeRef => (t.ofType ? namedOf(t.ofType) : t);

const BAD: Record<string, unknown[]> = {
  ID: ['not-a-uuid', '', 'a\u0000b', randomUUID(), 'x'.repeat(10_000)],
  String: ['', 'a\u0000b', 'x'.repeat(10_000)],
  Int: [-1, 2147483647],
};

type Outcome =
  { kind: 'refused'; codes: string[]; messages: string[] } | { kind: 'quiet' } | { kind: 'broken'; what: string };

/**
 * Opens one subscription and reports how it ended within QUIET_MS. A refusal is left for the server
 * to complete: graphql-ws's client counts a subscription disposed between its `next` and the
 * server's `complete` twice when `ws` delivers both frames in one read, and closes a socket that
 * still carries others.
 */
function open(client: Client, query: string, variables: Record<string, unknown>): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome, stop: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (stop) dispose();
      resolve(outcome);
    };
    const timer = setTimeout(() => settle({ kind: 'quiet' }, true), QUIET_MS);
    const dispose = client.subscribe(
      { query, variables },
      {
        next: (message) =>
          message.errors
            ? settle(
                {
                  kind: 'refused',
                  codes: message.errors.map((e) => String(e.extensions?.['code'] ?? '')),
                  messages: message.errors.map((e) => e.message),
                },
                false,
              )
            : settle({ kind: 'broken', what: `an event: ${JSON.stringify(message.data).slice(0, 100)}` }, true),
        error: (error) => {
          if (Array.isArray(error)) {
            const errors = error as { message: string; extensions?: { code?: string } }[];
            settle(
              {
                kind: 'refused',
                codes: errors.map((e) => e.extensions?.code ?? ''),
                messages: errors.map((e) => e.message),
              },
              false,
            );
          } else {
            const close = error as { code?: number; reason?: string };
            settle(
              { kind: 'broken', what: `the socket closed (${close.code ?? '?'} ${close.reason ?? String(error)})` },
              false,
            );
          }
        },
        complete: () => settle({ kind: 'broken', what: 'completed without an answer' }, false),
      },
    );
  });
}

let redis: Redis;
let member: string;
const clients: Client[] = [];

beforeAll(async () => {
  redis = new Redis(requireEnv('REDIS_URL'));
  member = await (await aUser().create()).signIn(redis);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await redis.quit();
});

describe('bad input on every GraphQL subscription', () => {
  it('is refused as the client’s mistake or stays quiet, never an internal error or a closed socket', async () => {
    const intro = await gql<{ __schema: { subscriptionType: { fields: SubscriptionField[] } } }>(
      GATEWAY,
      INTROSPECTION,
      {},
      { cookie: member },
    );
    const fields = intro.data?.__schema.subscriptionType.fields ?? [];
    expect(fields.length).toBeGreaterThanOrEqual(6);

    const cases: {
      label: string;
      client: Client;
      query: string;
      variables: Record<string, unknown>;
      wellFormed: boolean;
    }[] = [];
    for (const [who, cookie] of [
      ['member', member],
      ['guest', undefined],
    ] as const) {
      const client = wsClient(GATEWAY, cookie);
      clients.push(client);
      for (const field of fields) {
        const returned = namedOf(field.type);
        const selection = ['OBJECT', 'INTERFACE', 'UNION'].includes(returned.kind) ? ' { __typename }' : '';
        const declared = field.args.map((a) => `$${a.name}: ${typeText(a.type)}`).join(', ');
        const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
        const query = `subscription${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
        const options = field.args.map((a) => BAD[namedOf(a.type).name!] ?? [null]);
        const rounds = Math.max(1, ...options.map((o) => o.length));
        for (let round = 0; round < rounds; round += 1) {
          const variables = Object.fromEntries(
            field.args.map((a, k) => [a.name, options[k]![round % options[k]!.length]]),
          );
          const wellFormed = Object.values(variables).every((v) => typeof v !== 'string' || UUID.test(v));
          cases.push({
            label: `${field.name} (${who}) ${JSON.stringify(variables).slice(0, 60)}`,
            client,
            query,
            variables,
            wellFormed,
          });
        }
      }
    }

    const outcomes = await Promise.all(cases.map((c) => open(c.client, c.query, c.variables)));
    const failures = outcomes.flatMap((outcome, i) => {
      // Only an id that could name something may be listened on: anything else is refused.
      if (outcome.kind === 'quiet') return cases[i]!.wellFormed ? [] : [`${cases[i]!.label}: not refused`];
      if (outcome.kind === 'broken') return [`${cases[i]!.label}: ${outcome.what}`];
      const internal = outcome.codes.filter((code) => !CLIENT_CODES.has(code));
      return internal.length > 0 ? [`${cases[i]!.label}: ${internal.join(', ')}: ${outcome.messages.join(' | ')}`] : [];
    });
    expect(failures).toEqual([]);
    // The guest is refused on every member-only subscription, whatever the input.
    const refused = outcomes.filter((o) => o.kind === 'refused').length;
    expect(refused).toBeGreaterThan(cases.length / 2);
  }, 60_000);
});
