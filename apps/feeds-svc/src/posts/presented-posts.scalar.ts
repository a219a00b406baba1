import { GraphQLScalarType } from 'graphql';

/**
 * A page of posts already shaped: a JSON array whose items are `Post` objects with every field of
 * the type but `hive` (the reference), as `{ ...every Post field }` would answer them (timestamps as
 * ISO strings, `streams` and `contentCreators` included). For the gateway's REST facade, which
 * reshapes a whole page: one leaf instead of about fifty fields per post executed by feeds-svc's and
 * then by the gateway's GraphQL engine (bench/RESULTS.md, P4 and P1). Output only.
 */
export const PresentedPosts = new GraphQLScalarType({
  name: 'PresentedPosts',
  description:
    'A page of posts as JSON: each item has every field of Post but hive, as selecting them all would answer it. For the REST facade.',
  // The resolvers hand over Post objects as presented (posts.service.ts); JSON.stringify writes their
  // Dates as ISO strings, as the DateTime scalar serializes them.
  serialize: (value) => value,
  parseValue: () => {
    throw new TypeError('PresentedPosts is an output type');
  },
  parseLiteral: () => {
    throw new TypeError('PresentedPosts is an output type');
  },
});
