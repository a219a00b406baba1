// Which REST reads one subgraph answers whole (graphql/direct-reads.ts), read off a supergraph
// composed from the fake subgraphs' SDL: feeds-svc owns posts and podcasts; a hive's name is hives-svc's.
import { describe, expect, it } from '@jest/globals';
import { parse } from 'graphql';
import { SupergraphOwnership } from '../graphql/direct-reads.js';
import { composeSupergraph } from '../graphql/supergraph.js';
import { FAKE_SDL } from './fake-subgraphs.js';

const ownership = new SupergraphOwnership(
  composeSupergraph(
    (['thoughts', 'hives', 'feeds'] as const).map((name) => ({
      name,
      url: `http://${name}.test/graphql`,
      sdl: FAKE_SDL[name],
    })),
  ),
);
const problem = (subgraph: string, query: string) => ownership.problem(subgraph, parse(query));

describe('SupergraphOwnership: may a subgraph answer a read whole?', () => {
  it('yes, when every field it selects is its own (a key field of another service’s entity included)', () => {
    expect(problem('feeds', 'query Podcasts { podcasts(limit: 2) { id title __typename } }')).toBeNull();
    expect(problem('feeds', 'query Posts($h: ID!) { hivePosts(hiveId: $h) { id content hive { id } } }')).toBeNull();
    expect(
      problem(
        'feeds',
        'query F($h: ID!) { ...P } fragment P on Query { hivePosts(hiveId: $h) { id } hasPostsInHive(hiveId: $h) }',
      ),
    ).toBeNull();
  });

  it('no, when a field is resolved by another subgraph, even inside a fragment', () => {
    expect(problem('feeds', 'query Posts($h: ID!) { hivePosts(hiveId: $h) { id hive { id name } } }')).toBe(
      'Hive.name is resolved by another subgraph',
    );
    expect(problem('feeds', 'query Q { ...H } fragment H on Query { hive(id: "h") { id } }')).toBe(
      'Query.hive is resolved by another subgraph',
    );
    expect(problem('hives', 'query Q { podcasts { id } }')).toBe(
      'Query.podcasts is resolved by another subgraph; Podcast is not a type of hives',
    );
  });

  it('no, for a mutation (it keeps the gateway’s CSRF and guest-cache rules), a field the supergraph lacks, or an unknown subgraph', () => {
    expect(problem('thoughts', 'mutation C { captureThought(text: "x") { id } }')).toBe('a mutation is not a read');
    expect(problem('feeds', 'query Q { nothingHere }')).toBe(
      'Query.nothingHere is not a field of an object type in the supergraph',
    );
    expect(problem('media', 'query Q { podcasts { id } }')).toBe('no subgraph named media in the supergraph');
  });
});
