// The same rule as bad-input.e2e-spec.ts for GraphQL sent straight to /graphql, as the web app and
// any other client may: every query and mutation of the gateway's schema (read by introspection, so
// a new field is covered the day it is added) is called with invalid arguments (empty, oversized and
// NUL-carrying text, malformed ids, out-of-range numbers, input objects full of them), as a member
// and as a guest. Each answer must be a request error (4xx) or errors that name a client-side
// problem (BAD_USER_INPUT, UNAUTHENTICATED, NOT_FOUND…), never an internal error.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { aUser, requireEnv } from '@hivemind/testing';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4400';
const CLIENT_CODES = new Set([
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'RATE_LIMITED',
]);

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface FullType {
  name: string;
  kind: string;
  enumValues: { name: string }[] | null;
  inputFields: { name: string; type: TypeRef }[] | null;
  fields: { name: string; args: { name: string; type: TypeRef }[]; type: TypeRef }[] | null;
}
interface Schema {
  queryType: { name: string };
  mutationType: { name: string };
  types: FullType[];
}
interface Answer {
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } | null;
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
const INTROSPECTION = `{ __schema { queryType { name } mutationType { name }
  types { name kind enumValues { name } inputFields { name type { ${TYPE_REF} } }
    fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } } } } }`;

const typeText = (t: TypeRef): string =>
  t.kind === 'NON_NULL' ? `${typeText(t.ofType!)}!` : t.kind === 'LIST' ? `[${typeText(t.ofType!)}]` : t.name!;
const namedOf = (t: TypeRef): TypeRef => (t.ofType ? namedOf(t.ofType) : t);
const isList = (t: TypeRef): boolean => t.kind === 'LIST' || (t.kind === 'NON_NULL' && isList(t.ofType!));

const SCALARS: Record<string, unknown[]> = {
  String: ['', 'x'.repeat(100_000), 'a\u0000b'],
  ID: ['not-a-uuid', randomUUID(), ''],
  Int: [-1, 2147483647, -2147483648],
  Float: [-1, 1e308],
  Boolean: [true, false],
};

async function gql(query: string, variables: Record<string, unknown>, cookie?: string): Promise<Answer> {
  const res = await fetch(`${GATEWAY}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'hivemind',
      'x-forwarded-for': `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Answer['body'] };
}

let redis: Redis;
let member: string;

beforeAll(async () => {
  redis = new Redis(requireEnv('REDIS_URL'));
  member = await (await aUser().create()).signIn(redis);
});
afterAll(async () => {
  await redis.quit();
});

describe('bad input on every GraphQL query and mutation', () => {
  it('is answered as the client’s mistake (4xx or client error codes), never as an internal error', async () => {
    const intro = await gql(INTROSPECTION, {}, member);
    const schema = (intro.body?.data as { __schema?: Schema } | undefined)?.__schema;
    expect(schema).toBeDefined();
    const types = new Map(schema!.types.map((t) => [t.name, t]));

    const badValues = (t: TypeRef, depth = 0): unknown[] => {
      const named = namedOf(t);
      const type = types.get(named.name!);
      let values: unknown[];
      if (named.kind === 'SCALAR') values = SCALARS[named.name!] ?? ['x'];
      else if (named.kind === 'ENUM') values = [type!.enumValues![0]!.name];
      else if (named.kind === 'INPUT_OBJECT' && depth < 2) {
        const fields = type!.inputFields!;
        values = [0, 1, 2].map((i) =>
          Object.fromEntries(
            fields.map((f) => {
              const options = badValues(f.type, depth + 1);
              return [f.name, options[i % options.length]];
            }),
          ),
        );
      } else values = [null];
      return isList(t) ? [...values.map((v) => [v]), []] : values;
    };

    const failures: string[] = [];
    let calls = 0;
    for (const [operation, root] of [
      ['query', schema!.queryType.name],
      ['mutation', schema!.mutationType.name],
    ] as const) {
      for (const field of types.get(root)!.fields!) {
        if (field.name.startsWith('_')) continue;
        const returned = namedOf(field.type);
        const selection = ['OBJECT', 'INTERFACE', 'UNION'].includes(returned.kind) ? ' { __typename }' : '';
        const declared = field.args.map((a) => `$${a.name}: ${typeText(a.type)}`).join(', ');
        const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
        const query = `${operation}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
        const options = field.args.map((a) => badValues(a.type));
        const rounds = Math.max(1, ...options.map((o) => o.length));
        for (let round = 0; round < rounds; round += 1) {
          const variables = Object.fromEntries(
            field.args.map((a, k) => [a.name, options[k]![round % options[k]!.length]]),
          );
          for (const cookie of [member, undefined]) {
            const answer = await gql(query, variables, cookie);
            calls += 1;
            const internal = (answer.body?.errors ?? []).filter((e) => !CLIENT_CODES.has(e.extensions?.code ?? ''));
            if (answer.status >= 500 || (answer.status === 200 && internal.length > 0)) {
              failures.push(
                `${field.name} (${cookie ? 'member' : 'guest'}) ${answer.status}: ${internal.map((e) => `${e.extensions?.code}: ${e.message}`).join(' | ')} ${JSON.stringify(variables).slice(0, 120)}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(300);
  }, 240_000);
});
