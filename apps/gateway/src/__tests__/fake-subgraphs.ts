import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { startStandaloneServer } from '@apollo/server/standalone';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { GraphQLError, parse } from 'graphql';
import { USER_CONTEXT_HEADER, USER_CONTEXT_SIGNATURE_HEADER, type UserContext } from '@hivemind/contracts';
import { verifyUserContext } from '@hivemind/common';

/**
 * Throwaway federation-2.9 subgraphs that stand in for thoughts-svc, hives-svc and feeds-svc so the
 * gateway is tested in isolation. Like the real ones, they refuse requests without a valid signed
 * user context, and record every context they accepted.
 */
export interface FakeSubgraph {
  name: string;
  url: string;
  received: UserContext[];
  /** The text of every operation it was sent, as sent. */
  queries: string[];
  stop(): Promise<void>;
}

const LINK = 'extend schema @link(url: "https://specs.apollo.dev/federation/v2.9", import: ["@key"])';

export interface FakeThought {
  id: string;
  userId: string;
  originalThought: string;
  createdAt: string;
}

export const fakeData = {
  thoughts: new Map<string, FakeThought>(),
  hives: new Map<string, { id: string; name: string }>([['hive-1', { id: 'hive-1', name: 'Makers' }]]),
  posts: [{ id: 'post-1', content: 'Hello hive', hiveId: 'hive-1' }],
  podcasts: [
    {
      id: 'pod-1',
      title: 'Deep Thoughts',
      publisherName: 'Hive FM',
      imageUrl: 'https://img.test/p.png',
      description: 'A show',
    },
  ],
};

const thoughtsSdl = `${LINK}
  type Thought @key(fields: "id") {
    id: ID!
    originalThought: String!
    content: String
    thoughtType: String
    category: String
    topic: String
    status: String!
    isReady: Boolean!
    createdAt: String!
  }
  type Query {
    thought(id: ID!): Thought
    whoami: String
  }
  type Mutation {
    captureThought(text: String!, clientRequestId: String): Thought!
    "Fails the way a database error does: the refused value, quoted, in the message."
    rejectThought(text: String!): Thought
  }
`;

const hivesSdl = `${LINK}
  type Hive @key(fields: "id") {
    id: ID!
    name: String!
  }
  type Query {
    hive(id: ID!): Hive
  }
`;

const feedsSdl = `${LINK}
  type Hive @key(fields: "id", resolvable: false) {
    id: ID!
  }
  type Post {
    id: ID!
    content: String!
    hive: Hive!
  }
  type Podcast {
    id: ID!
    title: String!
    publisherName: String
    imageUrl: String
    description: String
  }
  type Query {
    podcasts(limit: Int): [Podcast!]!
    hivePosts(hiveId: ID!, limit: Int): [Post!]!
    hasPostsInHive(hiveId: ID!): Boolean!
    failing: String
  }
`;

type Ctx = UserContext;

const resolvers = {
  thoughts: {
    Query: {
      thought: (_: unknown, { id }: { id: string }, ctx: Ctx) => {
        const t = fakeData.thoughts.get(id);
        return t && t.userId === ctx.userId ? t : null;
      },
      whoami: (_: unknown, __: unknown, ctx: Ctx) => ctx.userId,
    },
    // A fake thought is never processed.
    Thought: { status: () => 'processing', isReady: () => false },
    Mutation: {
      captureThought: (_: unknown, { text }: { text: string }, ctx: Ctx) => {
        if (!ctx.userId) throw new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } });
        const t = {
          id: crypto.randomUUID(),
          userId: ctx.userId,
          originalThought: text,
          createdAt: new Date().toISOString(),
        };
        fakeData.thoughts.set(t.id, t);
        return t;
      },
      rejectThought: (_: unknown, { text }: { text: string }) => {
        throw new Error(`invalid input syntax for type uuid: "${text}"`);
      },
    },
  },
  hives: {
    Query: { hive: (_: unknown, { id }: { id: string }) => fakeData.hives.get(id) ?? null },
    Hive: { __resolveReference: (ref: { id: string }) => fakeData.hives.get(ref.id) ?? null },
  },
  feeds: {
    Query: {
      podcasts: () => fakeData.podcasts,
      hivePosts: (_: unknown, { hiveId }: { hiveId: string }) => fakeData.posts.filter((p) => p.hiveId === hiveId),
      // The fake knows no authors: nobody has posted.
      hasPostsInHive: () => false,
      failing: () => {
        throw new Error('database exploded at line 42');
      },
    },
    Post: { hive: (p: { hiveId: string }) => ({ __typename: 'Hive', id: p.hiveId }) },
  },
};

export const FAKE_SDL = { thoughts: thoughtsSdl, hives: hivesSdl, feeds: feedsSdl };

export async function startFakeSubgraph(
  name: 'thoughts' | 'hives' | 'feeds',
  secret: string,
  port = 0,
): Promise<FakeSubgraph> {
  const received: UserContext[] = [];
  const queries: string[] = [];
  const server = new ApolloServer<Ctx>({
    schema: buildSubgraphSchema([{ typeDefs: parse(FAKE_SDL[name]), resolvers: resolvers[name] as never }]),
    plugins: [
      ApolloServerPluginInlineTraceDisabled(),
      {
        requestDidStart: async ({ request }) => {
          if (request.query) queries.push(request.query);
        },
      },
    ],
  });
  const { url } = await startStandaloneServer(server, {
    listen: { port, host: '127.0.0.1' },
    context: async ({ req }) => {
      const header = (n: string) => {
        const v = req.headers[n];
        return Array.isArray(v) ? v[0] : v;
      };
      const ctx = verifyUserContext(header(USER_CONTEXT_HEADER), header(USER_CONTEXT_SIGNATURE_HEADER), secret);
      if (!ctx)
        throw new GraphQLError('Invalid user context signature', {
          extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
        });
      received.push(ctx);
      return ctx;
    },
  });
  return { name, url, received, queries, stop: () => server.stop() };
}
