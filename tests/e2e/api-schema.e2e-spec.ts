// The public GraphQL API the running gateway serves is exactly schema/api.graphql, the file GraphQL
// Code Generator types the web app's and the REST facade's documents from (codegen.ts). A service
// whose schema changed without `npm run schema` fails here, and a document that no longer matches
// the file fails the generation: together, no client is typed against an API that is not served.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import {
  buildClientSchema,
  getIntrospectionQuery,
  lexicographicSortSchema,
  printSchema,
  type IntrospectionQuery,
} from 'graphql';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4400';

describe('the API schema file', () => {
  it('is the schema the gateway serves (run `npm run schema` after changing a service)', async () => {
    const res = await fetch(`${GATEWAY}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'hivemind' },
      body: JSON.stringify({ query: getIntrospectionQuery({ descriptions: true }) }),
    });
    const { data } = (await res.json()) as { data: IntrospectionQuery };
    const served = printSchema(lexicographicSortSchema(buildClientSchema(data)));
    const file = readFileSync(new URL('../../schema/api.graphql', import.meta.url), 'utf8');
    expect(served.trim()).toBe(file.trim());
  });
});
