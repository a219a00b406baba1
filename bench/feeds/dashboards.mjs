// Issue 15: every dashboard call and a stream's dashboard through the REST facade, computed (the
// gateway with the guest cache off), sequential and at the run's concurrency, beside the same answer
// computed from the posts directly (the statements of feeds-svc's direct-counts.queries.ts, which the
// integration tests hold equal to the rollups) in the same run. Targets: the rollup-served answers at
// least 20× faster than the direct computation at 1M posts, and no call's p95 above 3× the media feed's
// computed page (measured here too, so the comparison holds in any run).
import path from 'node:path';
import { log, root } from '../../scripts/lib/run.mjs';
import { closedLoop, summarize } from '../lib.mjs';
import { PAGE, WARMUP_SECONDS, fin, ms, times, verdict } from './harness.mjs';

export const DASHBOARD_TARGET = { speedup: 20, p95VsFeed: 3 };

export const dashboards = {
  async measure(h) {
    return { dashboards: await measureDashboards(h) };
  },
  section,
};

/** The calls measured: each REST path, and the direct statements answering the same from the posts. */
async function cases(h) {
  const direct = await import(path.join(root, 'apps/feeds-svc/dist/dashboard/direct-counts.queries.js'));
  const rollup = await import(path.join(root, 'apps/feeds-svc/dist/dashboard/dashboard.queries.js'));
  const { periodWindow } = await import(path.join(root, 'apps/feeds-svc/dist/dashboard/dashboard.rules.js'));
  const now = new Date();
  const week = periodWindow('last_7_days', now);
  const all = periodWindow('all_time', now);
  const month = periodWindow('last_30_days', now);
  // The stream with the most posts: the largest stream dashboard.
  const { id: streamId } = await h.one(
    `select id::text from stream where is_active order by post_count desc, id limit 1`,
  );
  return [
    {
      name: 'posts-by-thought-type (last 7 days)',
      path: '/api/dashboard/posts-by-thought-type',
      direct: [direct.directPostsByTypeSql(week)],
      rollup: [rollup.postsByTypeSql(week)],
    },
    {
      name: 'trending-streams (last 7 days)',
      path: '/api/dashboard/trending-streams',
      direct: [direct.directTrendingStreamsSql(week, 10)],
      rollup: [rollup.trendingStreamsSql(week, 10)],
    },
    {
      name: 'trending-streams (last 30 days)',
      path: '/api/dashboard/trending-streams?period=last_30_days',
      direct: [direct.directTrendingStreamsSql(month, 10)],
      rollup: [rollup.trendingStreamsSql(month, 10)],
    },
    {
      name: 'new-streams (last 30 days)',
      path: '/api/dashboard/new-streams?period=last_30_days',
      direct: [direct.directNewStreamsSql(month.since, 10)],
      rollup: [rollup.newStreamsSql(month.since, 10)],
    },
    {
      name: 'sentiment-analysis (last 7 days)',
      path: '/api/dashboard/sentiment-analysis',
      direct: [direct.directSentimentSql(week)],
      rollup: [rollup.sentimentSql(week)],
    },
    {
      name: 'podcast-rankings (last 7 days)',
      path: '/api/dashboard/podcast-rankings?limit=10',
      direct: [direct.directPodcastRankingsSql(week, null, 10)],
      rollup: [rollup.podcastRankingsSql(week, null, 10)],
    },
    {
      name: 'podcast-rankings (all time, ideas)',
      path: '/api/dashboard/podcast-rankings?period=all_time&thought_type=idea&limit=10',
      direct: [direct.directPodcastRankingsSql(all, 'idea', 10)],
      rollup: [rollup.podcastRankingsSql(all, 'idea', 10)],
    },
    {
      name: 'stream dashboard, largest stream (all time)',
      path: `/api/streams/${streamId}/dashboard`,
      direct: [
        direct.directStreamTotalsSql(streamId, all),
        direct.directStreamByTypeSql(streamId, all),
        direct.directStreamPodcastsSql(streamId, all, 50),
      ],
      rollup: [
        rollup.streamTotalsSql(streamId, all),
        rollup.streamByTypeSql(streamId, all),
        rollup.streamPodcastsSql(streamId, all, 50),
      ],
    },
    {
      name: 'stream dashboard, largest stream (last 7 days)',
      path: `/api/streams/${streamId}/dashboard?period=last_7_days`,
      direct: [
        direct.directStreamTotalsSql(streamId, week),
        direct.directStreamByTypeSql(streamId, week),
        direct.directStreamPodcastsSql(streamId, week, 50),
      ],
      rollup: [
        rollup.streamTotalsSql(streamId, week),
        rollup.streamByTypeSql(streamId, week),
        rollup.streamPodcastsSql(streamId, week, 50),
      ],
    },
  ];
}

/** One answer from `statements` (the case's direct or rollup ones) side by side, as the service runs its own. */
const sqlTask = (h, statements) => () => Promise.all(statements.map((s) => h.feedsDb.query(s.sql, s.params)));

async function sequential(task, samples) {
  await task();
  const times = [];
  for (let i = 0; i < samples; i += 1) {
    const t = performance.now();
    await task();
    times.push(performance.now() - t);
  }
  return summarize(times);
}

async function measureDashboards(h) {
  const { connections, seconds, samples } = h.config;
  const fetchOk = (url) => async () => {
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  };
  // The media feed's computed page (guest, cache off): what a dashboard call's p95 is held against.
  const feedUrl = `${h.gatewayUncached}/api/posts?page=1&limit=${PAGE}`;
  log('dashboards: the media feed page 1, guest cache off');
  const feed = await h.cannon({ url: feedUrl });
  await h.drain();
  const out = [];
  for (const c of await cases(h)) {
    const url = `${h.gatewayUncached}${c.path}`;
    await fetchOk(url)();
    // Fewer sequential samples of the direct computation: at 1M posts each takes seconds.
    const directSamples = Math.max(3, Math.min(samples, 10));
    log(`dashboards ${c.name}: sequential`);
    const restSeq = await sequential(fetchOk(url), samples);
    const directSeq = await sequential(sqlTask(h, c.direct), directSamples);
    const rollupSeq = await sequential(sqlTask(h, c.rollup), samples);
    log(`dashboards ${c.name}: ${connections} connections`);
    const rest = await h.cannon({ url });
    await h.drain();
    const directLoad = await closedLoop(sqlTask(h, c.direct), { connections, seconds, warmupSeconds: WARMUP_SECONDS });
    if (directLoad.firstError) throw directLoad.firstError;
    await h.drain();
    out.push({ name: c.name, path: c.path, restSeq, directSeq, rollupSeq, rest, direct: directLoad });
    log(
      `dashboards ${c.name}: sequential p50 ${restSeq.p50.toFixed(1)} ms vs direct ${directSeq.p50.toFixed(1)} ms ` +
        `(${(directSeq.p50 / restSeq.p50).toFixed(1)}×); at ${connections}: p95 ${rest.p95.toFixed(1)} ms vs direct ${directLoad.p95.toFixed(1)} ms, ` +
        `${rest.rps.toFixed(0)} vs ${directLoad.rps.toFixed(1)} req/s, ${rest.errors} errors`,
    );
  }
  return { feed, calls: out };
}

function section(r) {
  const d = r.dashboards;
  if (!d) return '';
  const { connections } = r.config;
  const feedP95 = d.feed.p95;
  // The speed-up target is set for 1M posts: on smaller data the direct count is cheap by itself.
  const atScale = (r.data?.posts ?? 0) >= 1_000_000;
  const rows = d.calls
    .map((c) => {
      const speedSeq = fin(c.directSeq.p50) && c.restSeq.p50 > 0 ? c.directSeq.p50 / c.restSeq.p50 : NaN;
      const fast = speedSeq >= DASHBOARD_TARGET.speedup;
      const bounded = c.rest.p95 <= DASHBOARD_TARGET.p95VsFeed * feedP95;
      return (
        `| ${c.name} | ${ms(c.restSeq.p50)} / ${ms(c.restSeq.p95)} ms | ${ms(c.directSeq.p50)} / ${ms(c.directSeq.p95)} ms | ` +
        `${times(c.directSeq.p50, c.restSeq.p50)} | ${ms(c.rest.p50)} / ${ms(c.rest.p95)} ms, ${c.rest.rps.toFixed(0)}/s | ` +
        `${ms(c.direct.p50)} / ${ms(c.direct.p95)} ms, ${c.direct.rps.toFixed(1)}/s | ${times(c.direct.p50, c.rest.p50)} | ` +
        `${ms(c.rollupSeq.p50)} ms, ${times(c.directSeq.p50, c.rollupSeq.p50)} | ` +
        `${times(c.rest.p95, feedP95)} | ≥ 20× faster: ${atScale ? verdict(fast) : 'set for 1M posts'}; p95 ≤ 3× feed: ${verdict(bounded)} |`
      );
    })
    .join('\n');
  return `### Dashboards and stream dashboards (issue 15)

Each call through the REST facade on the gateway with the guest cache off (every request computed by
feeds-svc from the activity rollups), sequentially and at ${connections} connections, beside the same answer
computed from the posts directly (feeds-svc's \`direct-counts.queries.ts\`, the statements the
integration tests hold equal to the rollups; a stream dashboard's three side by side) over \`pg\`.
Speed-up = direct p50 ÷ REST p50; the rollup SQL column times the service's own statements bare over
\`pg\`, without the facade (what the rollups alone gain). The media feed's computed page (guest, cache off, page 1) in the same
run: p50 ${ms(d.feed.p50)} ms, p95 ${ms(feedP95)} ms at ${connections} connections.

| call | REST sequential p50 / p95 | direct sequential p50 / p95 | speed-up | REST at ${connections}: p50 / p95, rate | direct at ${connections}: p50 / p95, rate | speed-up | rollup SQL sequential p50, speed-up over direct | REST p95 ÷ feed p95 | targets |
|---|---|---|---|---|---|---|---|---|---|
${rows}`;
}
