// Members' text never reaches a subgraph's log (issue 20): a failing operation whose error echoes
// its input, as PostgreSQL ('invalid input syntax for type uuid: "…"') and Prisma (the arguments of
// a refused call) errors do, is logged with its error and correlation id but without that text.
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { Module } from '@nestjs/common';
import { Args, GraphQLModule, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ApolloFederationDriverConfig } from '@nestjs/apollo';
import { createLogger } from '../../logger.js';
import { createSubgraphApp } from '../bootstrap.js';
import { subgraphGraphQLOptions } from '../graphql-options.js';
import { UserContextModule } from '../user-context.module.js';
import { signedGraphql, TEST_CONTEXT_SECRET } from './signed-graphql.js';

const SECRET_TEXT = 'my-private-thought-about-the-divorce-4242';
const lines: string[] = [];

@Resolver()
class FailingResolver {
  @Query(() => String)
  ping(): string {
    return 'pong';
  }

  /** Fails the way PostgreSQL reports a value it cannot cast: the value, quoted, in the message. */
  @Mutation(() => String)
  castText(@Args('text', { type: () => String }) text: string): string {
    throw new Error(`invalid input syntax for type uuid: "${text}"`);
  }

  /** Fails the way Prisma reports a refused call: the call's arguments, JSON-like, in the message. */
  @Mutation(() => String)
  storeText(@Args('text', { type: () => String }) text: string): string {
    throw new Error(
      `\nInvalid \`prisma.thought.create()\` invocation:\n\n{\n  data: {\n    originalThought: ${JSON.stringify(text)},\n+   userId: String\n  }\n}\n\nArgument \`userId\` is missing.`,
    );
  }
}

@Module({
  imports: [
    UserContextModule.forRoot(TEST_CONTEXT_SECRET),
    GraphQLModule.forRoot<ApolloFederationDriverConfig>(subgraphGraphQLOptions('test')),
  ],
  providers: [FailingResolver],
})
class FailingModule {}

let app: INestApplication;
let base: string;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = createLogger('log-privacy-test', 'trace', sink);
  app = await createSubgraphApp(FailingModule, logger);
  await app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
});

describe("a subgraph's log keeps members' text out", () => {
  it('logs a failing operation whose error carries the text, without the text', async () => {
    const before = lines.length;
    for (const field of ['castText', 'storeText']) {
      const res = await signedGraphql(base, `mutation($t: String!) { ${field}(text: $t) }`, {
        variables: { t: SECRET_TEXT },
        userId: '6f1c1a52-0d8e-4d8e-9f0e-0a0b0c0d0e0f',
      });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    }
    const written = lines.slice(before).join('');
    // The failures are logged (an operator still sees what failed and where)...
    expect(written).toContain('invalid input syntax for type uuid');
    expect(written).toContain('prisma.thought.create()');
    // ...but not what the member wrote.
    expect(written).not.toContain(SECRET_TEXT);
  });
});
