// The feeds section of bench/RESULTS.md: the run's header, each benchmark's part in the order they
// ran, and what the figures say (read across the benchmarks' figures, so written here).
import { machine, nowUtc } from '../lib.mjs';
import { TARGET, planSummary } from './harness.mjs';
import { p1Met } from './p1-feed.mjs';

/** The section from a run's results (or a saved run's, --report-from); `benchmarks` in their order. */
export function report(r, benchmarks) {
  const { scale, seconds, connections, warmupSeconds } = r.config;
  return `## Feeds, related posts, web app and memory (bench/feeds)

Measured ${nowUtc()} on ${machine()}; PostgreSQL ${r.pgVersion}, Redis, the five apps, the load generators and Chromium all on the same
machine. Command: \`npm run bench -- --scale ${scale}\` (this part: \`node bench/feeds/run.mjs --scale ${scale}\`,
${seconds} s measured after ${warmupSeconds} s of warm-up per figure, ${connections} connections). Data: \`scripts/seed.mjs --scale ${scale}\`
(${r.seedSeconds > 5 ? `${r.seedSeconds.toFixed(0)} s` : 'databases kept from an earlier run with --keep'}; then ANALYZE): ${r.data.posts} posts (${r.data.embedded} with embeddings), ${r.data.hives} hives. Apps run with
\`NODE_ENV=production\`, \`LOG_LEVEL=warn\`. Load average when the run started: ${r.loadAverage.join(' / ')} (the machine is shared).
Whole run: ${(r.totalSeconds / 60).toFixed(1)} min.

${benchmarks.map((b) => b.section(r)).join('\n\n')}

### What the figures say, and what would fix them

${findings(r)}
`;
}

/** The misses explained from this run's own profile, with the changes that would remove them. */
function findings(r) {
  const guest = r.rest[0];
  const signed = r.rest.find((c) => c.signedIn);
  const computedGuest = guest.restUncached ?? guest.rest;
  const perRequest = (share, rps) => (rps > 0 ? `${((share / rps) * 1000).toFixed(1)} ms` : 'n/a (none completed)');
  const cpuOf = (run, gatewayName) =>
    ['gateway', 'hives-svc', 'feeds-svc'].map((app) => [app, run.cpu[app === 'gateway' ? gatewayName : app] ?? 0]);
  const cpuSentence = (run, gatewayName) => {
    const parts = cpuOf(run, gatewayName);
    const total = parts.reduce((a, [, v]) => a + v, 0);
    return `${perRequest(total, run.rps)} of Node CPU (${parts.map(([app, v]) => `${app} ${perRequest(v, run.rps)}`).join(', ')})`;
  };
  const st = r.statements;
  const [guestStmts, signedStmts, fedStmts] = Object.values(st);
  const served = r.rest.filter((c) => !c.signedIn);
  const servedMet = served.every((c) => p1Met(c.rest, c.sql));
  const computedMet = r.rest.every((c) => p1Met(c.restUncached ?? c.rest, c.sql));
  const lines = [];
  lines.push(
    `- P1 as served to guests ${servedMet ? 'meets its target' : '**misses its target**'}: one answer per URL is shared by every guest for 2 s, ` +
      `so a burst of guests costs the services one request (p50 ${guest.rest.p50.toFixed(1)} ms for page 1 against ${guest.sql.p50.toFixed(1)} ms ` +
      `for the bare SQL). Every page that is computed ${computedMet ? 'meets it too' : '**misses it**'}: signed-in pages (votes, membership and the ` +
      `seen state are per viewer, so they are never shared) and guest pages with the cache off. The baseline answers a page with one statement ` +
      `(${guest.sql.rps.toFixed(0)} pages/s at ${r.config.connections} connections); through the facade one computed guest page costs ` +
      `${cpuSentence(computedGuest, guest.restUncached ? 'gateway (guest cache off)' : 'gateway')} and ` +
      `${guestStmts ? guestStmts.feeds.toFixed(1) : '?'} statements in feeds-svc` +
      (signed
        ? `; a signed-in page ${cpuSentence(signed.rest, 'gateway')} and ${signedStmts?.feeds.toFixed(1) ?? '?'} statements.`
        : '.') +
      ` On two cores shared by everything that CPU is the throughput ceiling, and at ${r.config.connections} connections the latency is queueing behind it.`,
  );
  const floor = r.restFloor;
  if (floor)
    lines.push(
      `- The facade's floor, measured in the same run: a signed-in REST call whose one operation costs feeds-svc two primary-key reads ` +
        `(POST /api/permissions/check-hive) answers ${floor.rps.toFixed(0)} requests/s at p50 ${floor.p50.toFixed(1)} ms, ` +
        `${(floor.p50 / guest.sql.p50).toFixed(1)}× the bare SQL of a whole page, for ${cpuSentence(floor, 'gateway')}. ` +
        (floor.p50 > TARGET.p1Ratio * guest.sql.p50
          ? `The hop REST → gateway → subgraph alone already misses the ≤ 3× target, so no computed page can meet it on this architecture ` +
            `and machine; the feed page's own cost is what lies between this floor and the rows above.`
          : `The hop alone fits in the target; what a computed page adds above this floor is what misses it.`),
    );
  lines.push(
    `- Made cheaper: a page's ids, rows (with hive, podcast, episode and web page) and details (stream tags, content creators, storm ` +
      `prompt, other voters, the viewer's vote and role in the page's hives) in one statement instead of seven; the page handed to the REST ` +
      `facade as one PresentedPosts leaf (mediaFeedPresented), so neither feeds-svc nor the gateway executes each post's fields (side by ` +
      `side on signed-in pages, one client, with the roles in the page's statement: 26.2 → 19.3 ms of Node CPU per page); the subgraphs without Apollo's cache-control plugin, ` +
      `which wrapped every field's resolver (together, side by side on the signed-in page 1 before this run: 89 → 114 pages/s); for the ` +
      `federated query, hives referenced through _entities answered from their row when no count or viewer field is selected (hives ` +
      `statements per request 8.7 → 2) and thoughtsFeed's filter options read only when selected (side by side: 76 → 89 requests/s); earlier, the hive's name and logo from ` +
      `feeds-svc's read model instead of hives-svc, one GraphQL operation per REST call, and the all-posts-seen state computed once per ` +
      `request and not at all for guests. Statements per page now: ${guestStmts ? guestStmts.feeds.toFixed(1) : '?'} as a guest, ` +
      `${signedStmts?.feeds.toFixed(1) ?? '?'} signed in.`,
  );
  lines.push(
    `- What is left is CPU per computed request, spread thin (no function above a few per cent in \`--cpu-prof\` profiles): in the gateway, ` +
      `the in-process GraphQL request (yoga pipeline, query plan, the HTTP hop to feeds-svc, JSON out and back in for the REST shape) and ` +
      `socket writes; in feeds-svc, Prisma, HTTP in and out, and each statement's socket write (a fifth of feeds-svc's CPU on these ` +
      `virtual machines). Answering the REST facade in-process without the JSON round trip (the runtime's sdkRequester) was tried and ` +
      `measured no faster. What would move it: more gateway and feeds-svc replicas (both are stateless) or dedicated cores; 3× the bare SQL at 50 connections asks for about ` +
      `${(3 * guest.sql.p50) / 1000 > 0 ? Math.round(r.config.connections / ((3 * guest.sql.p50) / 1000)) : '?'} ` +
      `computed pages per second from two shared cores.`,
  );
  if (fedStmts)
    lines.push(
      `- The federated GraphQL query (mediaFeed + hive + thoughtsFeed) runs ${(fedStmts.thoughts + fedStmts.hives + fedStmts.feeds).toFixed(0)} statements ` +
        `(thoughts ${fedStmts.thoughts.toFixed(1)}, hives ${fedStmts.hives.toFixed(1)}, feeds ${fedStmts.feeds.toFixed(1)}).`,
    );
  const filtered = r.rest.find((c) => c.category && c.page === 5);
  if (filtered)
    lines.push(
      `- The category filter's SQL (page 5) runs as: ${planSummary(filtered.plan)}. ` +
        (/\bSort\b/.test(planSummary(filtered.plan))
          ? `It sorts rows an index could hand over in order: an index on (category, created_at DESC, id DESC) would read only the page.`
          : `It reads the page in order from the index on (category, created_at DESC, id DESC), without sorting.`),
    );
  if (r.related) {
    const e = r.related.endpoint;
    const c = r.related.chosen;
    if (e?.status === 200) {
      const ok = e.p95 <= TARGET.p4P95 && e.recall >= TARGET.p4Recall;
      lines.push(
        `- P4, as the product sends it: GET /api/posts/{id}/related through the facade ${ok ? 'meets both targets' : '**misses**'} ` +
          `(p95 ${e.p95.toFixed(1)} ms, recall@20 ${e.recall.toFixed(3)} against the exact answer of the same request). ` +
          `Its own search reads the HNSW index in one statement, its limit growing up to the threshold used; the bench-only top-20 query ` +
          `costs p95 ${c.p95.toFixed(1)} ms at ef_search ${c.ef} and an exact scan ${r.related.exact.p95.toFixed(0)} ms, ` +
          `so the rest of the endpoint's time is the facade and presenting the page.`,
      );
    }
  }
  const growth = Object.entries(r.rssPeak)
    .map(([app, m]) => [app, m.hwm - r.rssReady[app].rss])
    .sort((a, b) => b[1] - a[1])[0];
  if (growth)
    lines.push(
      `- Memory: the largest growth under load is ${growth[0]}'s, ${growth[1].toFixed(0)} MB above its ready RSS (peak ${r.rssPeak[growth[0]].hwm.toFixed(0)} MB).`,
    );
  return lines.join('\n');
}
