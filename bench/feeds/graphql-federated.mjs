// GraphQL across services: a query touching the three services (mediaFeed with hive { name } from
// hives-svc and thoughtsFeed from thoughts-svc) through the gateway, signed in, against the same
// mediaFeed asked of feeds-svc's subgraph directly with a signed context. Target p50 ≤ 3×, 0 errors.
import { log } from '../../scripts/lib/run.mjs';
import { PAGE, TARGET, cpuLine, fin, ms, times, verdict } from './harness.mjs';

const POST_FIELDS = `id content category thoughtType createdAt hiveId stormId isPublic moderatedAt upvotes downvotes
  unconstructiveVotes userVote isMine`;

export const graphqlFederated = {
  async measure(h) {
    return { graphql: await gatewayVersusSubgraph(h) };
  },
  section,
};

async function gatewayVersusSubgraph(h) {
  const session = await h.viewer();
  const federated = `query BenchFeed { mediaFeed(offset: 0, first: ${PAGE + 1}) { ${POST_FIELDS} hive { id name logo } }
    thoughtsFeed(page: 1, limit: 5) { thoughts { id content category thoughtType createdAt } hasMore } }`;
  const direct = `query BenchFeed { mediaFeed(offset: 0, first: ${PAGE + 1}) { ${POST_FIELDS} } }`;
  const viaGateway = {
    url: `${h.gateway}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-requested-with': 'hivemind' },
    body: JSON.stringify({ query: federated }),
  };
  // The signed context is valid for CONTEXT_MAX_AGE_MS: signed afresh for the run.
  const viaSubgraph = () => ({
    url: h.feedsSubgraph,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...h.signedHeaders(session.userId) },
    body: JSON.stringify({ query: direct }),
  });
  for (const [name, r] of [
    ['gateway', viaGateway],
    ['feeds subgraph', viaSubgraph()],
  ]) {
    const res = await fetch(r.url, r);
    const json = await res.json();
    if (!res.ok || json.errors || json.data?.mediaFeed?.length !== PAGE + 1)
      throw new Error(`the ${name} answered ${res.status}: ${JSON.stringify(json).slice(0, 500)}`);
    if (name === 'gateway' && !json.data.mediaFeed.every((p) => p.hive?.name))
      throw new Error(`the gateway answered posts without their hive's name: ${JSON.stringify(json).slice(0, 500)}`);
  }
  log('GraphQL: gateway (three services)');
  const fed = await h.cannon(viaGateway);
  await h.drain();
  log('GraphQL: feeds subgraph directly');
  const sub = await h.cannon(viaSubgraph());
  await h.drain();
  log(
    `GraphQL: gateway p50 ${fed.p50.toFixed(1)} ms vs subgraph ${sub.p50.toFixed(1)} ms (${(fed.p50 / sub.p50).toFixed(1)}×), ${fed.errors} errors`,
  );
  return { federated: fed, subgraph: sub, query: federated.replace(/\s+/g, ' ') };
}

function section(r) {
  const { connections } = r.config;
  const g = r.graphql;
  return `### GraphQL through the gateway (three services) vs the feeds subgraph directly

Signed in, ${connections} connections. Gateway query: \`${g.query}\`. Baseline: the same \`mediaFeed\` without
\`hive\` and \`thoughtsFeed\`, posted to feeds-svc with a signed context.

| query | p50 / p95 / p99 | req/s | errors | p50 ratio | target |
|---|---|---|---|---|---|
| feeds subgraph directly | ${ms(g.subgraph.p50)} / ${ms(g.subgraph.p95)} / ${ms(g.subgraph.p99)} ms | ${g.subgraph.rps.toFixed(0)} | ${g.subgraph.errors} | (baseline) | |
| gateway: mediaFeed + hive + thoughtsFeed | ${ms(g.federated.p50)} / ${ms(g.federated.p95)} / ${ms(g.federated.p99)} ms | ${g.federated.rps.toFixed(0)} | ${g.federated.errors} | **${times(g.federated.p50, g.subgraph.p50)}** | ≤ 3×, 0 errors: ${verdict(fin(g.federated.p50) && g.federated.p50 <= TARGET.p1Ratio * g.subgraph.p50 && g.federated.errors === 0)} |

Profile (share of one core per process): gateway run: ${cpuLine(g.federated.cpu)}. Subgraph run: ${cpuLine(g.subgraph.cpu)}.`;
}
