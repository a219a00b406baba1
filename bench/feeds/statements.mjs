// Statements each database runs per request (from pg_stat_database): a computed guest page, a
// signed-in page and the federated GraphQL query, for the profile beside P1 and the GraphQL figures.
// Reads the GraphQL query the federated benchmark measured: runs after it.
import { databaseName } from '../lib.mjs';
import { PAGE } from './harness.mjs';

export const statements = {
  async measure(h) {
    const session = await h.viewer();
    return {
      statements: await statementsPerRequest(h, [
        // On the gateway without the guest cache: what computing one guest page costs.
        { name: 'GET /api/posts?page=1 as a guest', url: `${h.gatewayUncached}/api/posts?page=1&limit=${PAGE}` },
        {
          name: 'GET /api/posts?page=1 signed in',
          url: `${h.gateway}/api/posts?page=1&limit=${PAGE}`,
          init: { headers: { cookie: session.cookie } },
        },
        {
          name: 'GraphQL through the gateway, signed in',
          url: `${h.gateway}/graphql`,
          init: {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-requested-with': 'hivemind' },
            body: JSON.stringify({ query: h.results.graphql.query }),
          },
        },
      ]),
    };
  },
  section,
};

/** Statements run so far per database (transactions committed: Prisma runs each statement as one). */
async function statementCounts(h) {
  const out = {};
  for (const [db, url] of Object.entries(h.databases)) {
    const row = await h.one(`select xact_commit from pg_stat_database where datname = $1`, [databaseName(url)]);
    out[db] = Number(row.xact_commit);
  }
  return out;
}

/**
 * Statements each database runs per request, for the profile: `count` requests (5 at a time),
 * read from pg_stat_database. A backend reports its counts when idle, at most every 10 s, so each
 * reading waits for that; the services' own background statements (outbox polling) over the same
 * time are measured on an idle window and taken off.
 */
async function statementsPerRequest(h, cases, count = 20) {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 11_000));
  await settle();
  let before = await statementCounts(h);
  await settle();
  let after = await statementCounts(h);
  const idleSeconds = 11;
  const background = Object.fromEntries(
    Object.keys(after).map((db) => [db, (after[db] - before[db] - 3) / idleSeconds]),
  );
  const out = {};
  for (const c of cases) {
    before = after;
    const t = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        while (next < count) {
          next += 1;
          const res = await fetch(c.url, { ...c.init, signal: AbortSignal.timeout(60_000) }).catch(() => null);
          await res?.arrayBuffer();
        }
      }),
    );
    await settle();
    after = await statementCounts(h);
    const seconds = (performance.now() - t) / 1000;
    out[c.name] = Object.fromEntries(
      Object.keys(after).map((db) => [
        db,
        Math.max(0, after[db] - before[db] - (db === 'feeds' ? 3 : 0) - background[db] * seconds) / count,
      ]),
    );
  }
  return out;
}

function section(r) {
  return `Statements each database ran per request (20 requests, 5 at a time, from pg_stat_database, the services'
background statements taken off):

| request | thoughts | hives | feeds |
|---|---|---|---|
${Object.entries(r.statements)
  .map(([name, s]) => `| ${name} | ${s.thoughts.toFixed(1)} | ${s.hives.toFixed(1)} | ${s.feeds.toFixed(1)} |`)
  .join('\n')}`;
}
