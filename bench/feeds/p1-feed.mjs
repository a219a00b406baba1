// P1: GET /api/posts (pages 1 and 5 of 20, with and without a category filter, as a guest, and page 1
// signed in) through the REST facade with autocannon, against the bare SQL of the same page (one
// statement in the feeds database) through `pg` at the same concurrency; guest pages also on the
// gateway with the guest cache off. Beside them the facade's floor: a signed-in call whose one
// operation costs feeds-svc two primary-key reads. Target p50 ≤ 3× the bare SQL, 0 errors.
import { log } from '../../scripts/lib/run.mjs';
import { PAGE, TARGET, cpuLine, fin, ms, planSummary, times, verdict } from './harness.mjs';

export const p1Feed = {
  async measure(h) {
    const rest = await restVersusSql(h);
    const restFloor = await restFloorRun(h);
    return { rest, restFloor };
  },
  section,
};

/** P1's target: p50 within 3× the bare SQL's, no errors. */
export function p1Met(rest, sql) {
  return fin(rest.p50) && rest.p50 <= TARGET.p1Ratio * sql.p50 && rest.errors === 0;
}

/**
 * The bare SQL of one media-feed page (feeds-svc's mediaFeedSql, apps/feeds-svc/src/feeds/feed-query.ts,
 * sorted by `new`) returning in one statement what the page shows: the post columns feeds-svc reads
 * and the hive's name and logo from feeds' own hive read model.
 */
function pageSql(h, { viewerId, category, offset }) {
  const params = [viewerId, [...h.contracts.PUBLIC_SQUARE_TYPES]];
  let filter = '';
  if (category) {
    params.push(category);
    filter = `and p.category = $${params.length}`;
  }
  params.push(PAGE + 1, offset);
  const sql = `select p.id, p.hive_id, p.user_id, p.content, p.category, p.thought_type, p.is_public, p.storm_id,
      p.created_at, p.moderated_at, p.moderated_by, p.moderation_reason, p.upvotes, p.downvotes,
      p.unconstructive_votes, v.vote_type, h.name as hive_name, h.logo as hive_logo
    from post p
    join hive_read_model h on h.hive_id = p.hive_id
    left join post_vote v on v.post_id = p.id and v.user_id = $1::uuid
    where p.moderated_at is null
      and (p.is_public or p.user_id = $1::uuid or v.user_id is not null)
      and (h.type = any($2::text[]) or exists (select 1 from hive_member_read_model m
        where m.hive_id = p.hive_id and m.user_id = $1::uuid and m.removed_at is null))
      ${filter}
    order by p.created_at desc, p.id desc
    limit $${params.length - 1} offset $${params.length}`;
  return { sql, params };
}

async function restVersusSql(h) {
  const session = await h.viewer();
  const category = h.results.data.category;
  const cases = [
    { name: 'page 1', page: 1 },
    { name: 'page 5', page: 5 },
    { name: `page 1, category=${category}`, page: 1, category },
    { name: `page 5, category=${category}`, page: 5, category },
    { name: 'page 1, signed in', page: 1, signedIn: true },
  ];
  const out = [];
  for (const c of cases) {
    const q = new URLSearchParams({ page: String(c.page), limit: String(PAGE) });
    if (c.category) q.set('category', c.category);
    const url = `${h.gateway}/api/posts?${q}`;
    const headers = c.signedIn ? { cookie: session.cookie } : {};
    const check = await fetch(url, { headers });
    const body = await check.json();
    if (!check.ok || body.posts?.length !== PAGE)
      throw new Error(`GET ${url} answered ${check.status} with ${body.posts?.length} posts: ${JSON.stringify(body)}`);
    const { sql, params } = pageSql(h, {
      viewerId: c.signedIn ? session.userId : null,
      category: c.category,
      offset: (c.page - 1) * PAGE,
    });
    const same = (await h.feedsDb.query(sql, params)).rows.slice(0, PAGE).map((r) => r.id);
    if (same.join() !== body.posts.map((p) => p.id).join())
      throw new Error(`the bare SQL of ${c.name} does not answer the same posts as GET ${url}`);
    log(`P1 ${c.name}: REST`);
    const rest = await h.cannon({ url, headers });
    await h.drain();
    // Guests' pages are shared through the gateway's guest cache: measure them without it too.
    let restUncached = null;
    if (!c.signedIn) {
      log(`P1 ${c.name}: REST, guest cache off`);
      restUncached = await h.cannon({ url: url.replace(h.gateway, h.gatewayUncached), headers });
      await h.drain();
    }
    log(`P1 ${c.name}: SQL`);
    const sqlRun = await h.sqlLoad(sql, params);
    await h.drain();
    const plan = (await h.feedsDb.query(`explain (analyze, buffers) ${sql}`, params)).rows.map((r) => r['QUERY PLAN']);
    out.push({ ...c, rest, restUncached, sql: sqlRun, plan });
    log(
      `P1 ${c.name}: REST p50 ${rest.p50.toFixed(1)} ms vs SQL ${sqlRun.p50.toFixed(1)} ms (${(rest.p50 / sqlRun.p50).toFixed(1)}×), ${rest.rps.toFixed(0)} vs ${sqlRun.rps.toFixed(0)} req/s, ${rest.errors} errors`,
    );
  }
  return out;
}

/**
 * The facade's floor: a signed-in REST call whose one GraphQL operation costs feeds-svc almost nothing
 * (POST /api/permissions/check-hive: the hive's read-model row and the viewer's role, by primary key).
 * What the hop REST → gateway → subgraph costs by itself, whatever a feed page adds.
 */
async function restFloorRun(h) {
  const session = await h.viewer();
  const { id: hiveId } = await h.one(
    `select hive_id::text as id from hive_member_read_model where user_id = $1 and removed_at is null limit 1`,
    [session.userId],
  );
  const request = {
    url: `${h.gateway}/api/permissions/check-hive`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-requested-with': 'hivemind' },
    body: JSON.stringify({ hiveId }),
  };
  const check = await fetch(request.url, request);
  if (!check.ok) throw new Error(`POST /api/permissions/check-hive answered ${check.status}: ${await check.text()}`);
  log('P1 floor: POST /api/permissions/check-hive, signed in');
  const run = await h.cannon(request);
  await h.drain();
  log(`P1 floor: p50 ${run.p50.toFixed(1)} ms, ${run.rps.toFixed(0)} req/s, ${run.errors} errors`);
  return run;
}

function section(r) {
  const { seconds } = r.config;
  const restRow = (name, rest, c) =>
    `| ${name} | ${ms(rest.p50)} / ${ms(rest.p95)} / ${ms(rest.p99)} ms | ${rest.rps.toFixed(0)} | ${rest.errors} | ${ms(c.sql.p50)} / ${ms(c.sql.p95)} / ${ms(c.sql.p99)} ms | ${c.sql.rps.toFixed(0)} | **${times(rest.p50, c.sql.p50)}** | ≤ 3×, 0 errors: ${verdict(p1Met(rest, c.sql))} |`;
  const restRows = r.rest
    .flatMap((c) => [
      restRow(c.signedIn ? c.name : `${c.name}, guest (guest cache on, as served)`, c.rest, c),
      ...(c.restUncached ? [restRow(`${c.name}, guest, guest cache off`, c.restUncached, c)] : []),
    ])
    .join('\n');
  const profileLine = (name, rest, c) =>
    `- ${name}: CPU ${cpuLine(rest.cpu)}; statements most often running (average number in flight): ${
      (rest.active ?? []).map((a) => `\`${a.query}\` (${a.perSample.toFixed(1)})`).join('; ') || 'none'
    }; the baseline SQL's plan: ${planSummary(c.plan)}`;
  const restProfiles = r.rest
    .map((c) =>
      c.restUncached ? profileLine(`${c.name}, guest cache off`, c.restUncached, c) : profileLine(c.name, c.rest, c),
    )
    .join('\n');

  return `### P1: media feed through the REST facade vs the bare SQL of the same page

GET /api/posts?page=N&limit=20 with autocannon; the baseline is one SQL statement (feeds-svc's media-feed
query with the post columns and the hive's name joined in) through \`pg\` at the same concurrency. A guest's
page is the same for every guest, so the gateway shares one answer per URL among guests for
\`REST_GUEST_CACHE_MS\` (2 s; a mutation through the gateway drops it): the guest rows are measured as
served and, on a second gateway with the cache off, with every request computed. Filter:
the median category by number of posts, "${r.data.category}" (${r.data.categoryPosts} posts). Signed in: a seeded member of ${r.viewerHives} hives.

| page | REST p50 / p95 / p99 | REST req/s | errors | SQL p50 / p95 / p99 | SQL req/s | p50 ratio | target |
|---|---|---|---|---|---|---|---|
${restRows}
${
  r.restFloor
    ? `| floor: POST /api/permissions/check-hive, signed in (one operation, two primary-key reads) | ${ms(r.restFloor.p50)} / ${ms(r.restFloor.p95)} / ${ms(r.restFloor.p99)} ms | ${r.restFloor.rps.toFixed(0)} | ${r.restFloor.errors} | ${ms(r.rest[0].sql.p50)} / ${ms(r.rest[0].sql.p95)} / ${ms(r.rest[0].sql.p99)} ms (page 1) | ${r.rest[0].sql.rps.toFixed(0)} | ${times(r.restFloor.p50, r.rest[0].sql.p50)} | (what the hop alone costs) |`
    : ''
}

n/a: no request of the run was answered within its ${seconds} s (autocannon's timeout is 10 s; requests still
open when the run ends are not counted, so req/s is then 0 and the errors column counts only timeouts).

Profile of each computed REST run (guest cache off, and signed in; share of one core per process during the run; statements seen running in PostgreSQL, sampled every 250 ms):
${restProfiles}`;
}
