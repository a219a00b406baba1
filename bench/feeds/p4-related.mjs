// P4: related posts (top 20 by cosine distance on post.embedding) through the HNSW index, per
// hnsw.ef_search with iterative scans, against the exact answer (index scans off): p50/p95 and
// recall@20 over sample posts. Target p95 ≤ 20 ms, recall ≥ 0.95. Also through
// GET /api/posts/{id}/related when the gateway answers it.
import { log } from '../../scripts/lib/run.mjs';
import { summarize } from '../lib.mjs';
import { TARGET, ms, planSummary, times, verdict } from './harness.mjs';

export const p4Related = {
  async measure(h) {
    return { related: await relatedPosts(h) };
  },
  section,
};

/** Related posts: HNSW (per ef_search, iterative scans) against the exact top 20, over sample posts. */
async function relatedPosts(h) {
  const client = await h.feedsDb.connect();
  try {
    const { rows: samples } = await client.query(
      `select id from post where embedding is not null and moderated_at is null
       order by md5(id::text) limit $1`,
      [h.config.samples],
    );
    const ids = samples.map((r) => r.id);
    if (ids.length === 0) return null;
    const { version } = await h.one(
      `select extversion as version from pg_extension where extname = 'vector'`,
      [],
      client,
    );
    const index = await h.one(
      `select indexname, indexdef from pg_indexes where tablename = 'post' and indexdef ilike '%using hnsw%'`,
      [],
      client,
    );
    // Related posts are the visible ones nearest in meaning, the post itself left out.
    const related = `select p.id from post p
      where p.id <> $1 and p.embedding is not null and p.moderated_at is null and p.is_public
      order by p.embedding <=> (select embedding from post where id = $1) limit 20`;
    const timed = async (id) => {
      const t = performance.now();
      const { rows } = await client.query(related, [id]);
      return { ms: performance.now() - t, ids: rows.map((r) => r.id) };
    };
    const pass = async () => {
      const out = [];
      for (const id of ids) out.push(await timed(id));
      return out;
    };

    await client.query('begin');
    await client.query('set local enable_indexscan = off');
    await client.query('set local enable_bitmapscan = off');
    await pass(); // warm the table's pages
    const exact = await pass();
    const exactPlan = (await client.query(`explain ${related}`, [ids[0]])).rows.map((r) => r['QUERY PLAN']);
    await client.query('commit');
    const exactStats = summarize(exact.map((e) => e.ms));

    const settings = [];
    for (const iterative of ['off', 'relaxed_order']) {
      for (const ef of [40, 64, 100, 200]) {
        await client.query('begin');
        await client.query(`set local hnsw.ef_search = ${ef}`);
        if (version >= '0.8') await client.query(`set local hnsw.iterative_scan = ${iterative}`);
        else if (iterative !== 'off') {
          await client.query('commit');
          continue;
        }
        await pass();
        const hnsw = await pass();
        const plan = (await client.query(`explain ${related}`, [ids[0]])).rows.map((r) => r['QUERY PLAN']);
        await client.query('commit');
        const recall =
          hnsw.reduce((sum, h, i) => {
            const truth = new Set(exact[i].ids);
            return sum + h.ids.filter((id) => truth.has(id)).length / Math.max(1, truth.size);
          }, 0) / hnsw.length;
        const stats = summarize(hnsw.map((h) => h.ms));
        const usesIndex = plan.some((l) => l.includes(index?.indexname ?? 'hnsw'));
        settings.push({ ef, iterative, recall, ...stats, usesIndex });
        log(
          `P4 ef_search ${ef}, iterative ${iterative}: p50 ${stats.p50.toFixed(1)} ms, p95 ${stats.p95.toFixed(1)} ms, recall@20 ${recall.toFixed(3)}${usesIndex ? '' : ' (index NOT used)'}`,
        );
      }
    }
    const chosen =
      settings.find((s) => s.usesIndex && s.recall >= TARGET.p4Recall && s.p95 <= TARGET.p4P95) ??
      settings.filter((s) => s.usesIndex).sort((a, b) => b.recall - a.recall)[0] ??
      settings[0];
    const endpoint = await relatedEndpoint(h, ids, exact);
    return {
      samples: ids.length,
      exact: exactStats,
      exactPlan,
      settings,
      chosen,
      version,
      index: index?.indexdef ?? null,
      endpoint,
    };
  } finally {
    client.release();
  }
}

/** GET /api/posts/{id}/related through the gateway, when it exists: latency, and recall against exact. */
async function relatedEndpoint(h, ids, exact) {
  const session = await h.viewer();
  const probe = await fetch(`${h.gateway}/api/posts/${ids[0]}/related`, { headers: { cookie: session.cookie } });
  if (!probe.ok) return { status: probe.status };
  const idsOf = (body) => {
    const list = Array.isArray(body)
      ? body
      : (Object.values(body).find((v) => Array.isArray(v) && v.every((x) => typeof x === 'object')) ?? []);
    return list.map((x) => x.id ?? x.post?.id).filter(Boolean);
  };
  const times = [];
  let recall = 0;
  for (let round = 0; round < 2; round += 1) {
    times.length = 0;
    recall = 0;
    for (const [i, id] of ids.entries()) {
      const t = performance.now();
      const res = await fetch(`${h.gateway}/api/posts/${id}/related`, { headers: { cookie: session.cookie } });
      const body = await res.json();
      times.push(performance.now() - t);
      const truth = new Set(exact[i].ids);
      const got = idsOf(body);
      recall += got.filter((x) => truth.has(x)).length / Math.max(1, truth.size);
    }
  }
  return { status: 200, ...summarize(times), recall: recall / ids.length };
}

function section(r) {
  const rel = r.related;
  const relRows = rel
    ? rel.settings
        .map(
          (s) =>
            `| HNSW, ef_search ${s.ef}, iterative_scan ${s.iterative}${s.ef === rel.chosen.ef && s.iterative === rel.chosen.iterative ? ' (chosen)' : ''} | ${ms(s.p50)} / ${ms(s.p95)} ms | ${s.recall.toFixed(3)} | ${s.usesIndex ? '' : 'index not used; '}p95 ≤ 20 ms: ${verdict(s.p95 <= TARGET.p4P95)}, recall ≥ 0.95: ${verdict(s.recall >= TARGET.p4Recall)} |`,
        )
        .join('\n')
    : '';
  const endpoint = rel?.endpoint;
  const endpointRow =
    endpoint?.status === 200
      ? `| GET /api/posts/{id}/related through the gateway (sequential) | ${ms(endpoint.p50)} / ${ms(endpoint.p95)} ms | ${endpoint.recall.toFixed(3)} | p95 ≤ 20 ms: ${verdict(endpoint.p95 <= TARGET.p4P95)}, recall ≥ 0.95: ${verdict(endpoint.recall >= TARGET.p4Recall)} |`
      : `| GET /api/posts/{id}/related | not measured: the gateway answered ${endpoint?.status ?? 'n/a'} (the endpoint does not exist yet) | | |`;
  return `### P4: related posts (top 20)

${
  rel
    ? `${rel.samples} sample posts, one client, each query run twice and the second timed. Query: the 20 nearest
public, unmoderated posts by cosine distance to the post's embedding (\`order by embedding <=> (select embedding …) limit 20\`).
Index: \`${rel.index ?? 'none'}\`; pgvector ${rel.version}. Exact baseline: the same query with index and bitmap scans off
(plan: ${planSummary(rel.exactPlan)}).

| method | p50 / p95 | recall@20 | target |
|---|---|---|---|
| exact scan (baseline) | ${ms(rel.exact.p50)} / ${ms(rel.exact.p95)} ms | 1 | |
${relRows}
${endpointRow}

Chosen: \`hnsw.ef_search = ${rel.chosen.ef}\`, \`hnsw.iterative_scan = ${rel.chosen.iterative}\`: p95 ${ms(rel.chosen.p95)} ms
(the exact scan's p95 is ${times(rel.exact.p95, rel.chosen.p95)} that), recall@20 ${rel.chosen.recall.toFixed(3)}.`
    : 'Not measured: no post has an embedding in the seeded data.'
}`;
}
