// The dashboards' answers computed from the posts themselves, one twin per statement of
// dashboard.queries.ts with the same columns and order: what the rollups must always equal (the
// integration tests compare them after every kind of write) and what the benchmark times the rollups
// against. Never served: they scan every counted post of the period.
import type { Statement } from './dashboard.queries.js';
import type { PeriodWindow } from './dashboard.rules.js';

/** The posts the dashboards count: public and not moderated, as every feed shows them. */
const COUNTED = 'p.is_public and p.moderated_at is null';

const SUMS = `count(*)::int as posts, (count(*) filter (where t.sentiment = 'positive'))::int as positive,
  (count(*) filter (where t.sentiment = 'negative'))::int as negative,
  (count(*) filter (where t.sentiment = 'neutral'))::int as neutral,
  (count(*) filter (where t.sentiment = 'mixed'))::int as mixed`;

function since(w: PeriodWindow, params: unknown[]): string {
  if (w.since === null) return 'true';
  params.push(w.since);
  return `p.created_at >= $${params.length}::timestamptz`;
}

/** A post's podcast: named by the post, or by its episode. */
const PODCAST = 'coalesce(p.podcast_id, e.podcast_id)';

export function directStreamTotalsSql(streamId: string, w: PeriodWindow): Statement {
  const params: unknown[] = [streamId];
  return {
    sql: `select ${SUMS} from post_stream t join post p on p.id = t.post_id
      where t.stream_id = $1::uuid and ${COUNTED} and ${since(w, params)}`,
    params,
  };
}

export function directStreamByTypeSql(streamId: string, w: PeriodWindow): Statement {
  const params: unknown[] = [streamId];
  return {
    sql: `select p.thought_type, count(*)::int as posts from post_stream t join post p on p.id = t.post_id
      where t.stream_id = $1::uuid and ${COUNTED} and p.thought_type is not null and ${since(w, params)}
      group by p.thought_type order by posts desc, p.thought_type`,
    params,
  };
}

export function directStreamPodcastsSql(streamId: string, w: PeriodWindow, limit: number): Statement {
  const params: unknown[] = [streamId];
  const where = since(w, params);
  params.push(limit);
  return {
    sql: `select ${PODCAST}::text as podcast_id, ${SUMS} from post_stream t join post p on p.id = t.post_id
      left join podcast_episode e on e.id = p.podcast_episode_id
      where t.stream_id = $1::uuid and ${COUNTED} and ${PODCAST} is not null and ${where}
      group by ${PODCAST} order by posts desc, ${PODCAST} limit $${params.length}`,
    params,
  };
}

export function directPostsByTypeSql(w: PeriodWindow): Statement {
  const params: unknown[] = [];
  return {
    sql: `select p.thought_type, count(*)::int as posts from post p
      where ${COUNTED} and p.thought_type is not null and ${since(w, params)}
      group by p.thought_type order by posts desc, p.thought_type`,
    params,
  };
}

export function directTrendingStreamsSql(w: PeriodWindow, limit: number): Statement {
  const params: unknown[] = [];
  const where = since(w, params);
  params.push(limit);
  return {
    sql: `select t.stream_id::text, ${SUMS} from post_stream t join post p on p.id = t.post_id
      join stream s on s.id = t.stream_id and s.is_active
      where ${COUNTED} and ${where}
      group by t.stream_id order by posts desc, t.stream_id limit $${params.length}`,
    params,
  };
}

export function directSentimentSql(w: PeriodWindow): Statement {
  const params: unknown[] = [];
  return {
    sql: `select ${SUMS} from post_stream t join post p on p.id = t.post_id where ${COUNTED} and ${since(w, params)}`,
    params,
  };
}

export function directPodcastRankingsSql(w: PeriodWindow, thoughtType: string | null, limit: number): Statement {
  const params: unknown[] = [];
  const where = [COUNTED, `${PODCAST} is not null`, since(w, params)];
  if (thoughtType) {
    params.push(thoughtType);
    where.push(`p.thought_type = $${params.length}`);
  }
  params.push(limit);
  return {
    sql: `select ${PODCAST}::text as podcast_id, count(*)::int as posts, 0 as positive, 0 as negative,
        0 as neutral, 0 as mixed
      from post p left join podcast_episode e on e.id = p.podcast_episode_id
      where ${where.join(' and ')}
      group by ${PODCAST} order by posts desc, ${PODCAST} limit $${params.length}`,
    params,
  };
}

export function directNewStreamsSql(sinceDate: Date | null, limit: number): Statement {
  const params: unknown[] = [];
  const where = ['s.is_active'];
  if (sinceDate) {
    params.push(sinceDate);
    where.push(`s.created_at >= $${params.length}::timestamptz`);
  }
  params.push(limit);
  return {
    sql: `select s.id::text as stream_id, coalesce(c.posts, 0)::int as posts, coalesce(c.positive, 0)::int as positive,
        coalesce(c.negative, 0)::int as negative, coalesce(c.neutral, 0)::int as neutral,
        coalesce(c.mixed, 0)::int as mixed
      from stream s
      left join lateral (select ${SUMS} from post_stream t join post p on p.id = t.post_id
        where t.stream_id = s.id and ${COUNTED}) c on true
      where ${where.join(' and ')}
      order by s.created_at desc, s.id desc limit $${params.length}`,
    params,
  };
}

/** Every active stream's counts (the listing's post_count and sentiment_counts), by id. */
export const DIRECT_STREAM_TOTALS_SQL = `select s.id::text as stream_id, coalesce(c.posts, 0)::int as posts,
    coalesce(c.positive, 0)::int as positive, coalesce(c.negative, 0)::int as negative,
    coalesce(c.neutral, 0)::int as neutral, coalesce(c.mixed, 0)::int as mixed
  from stream s
  left join lateral (select ${SUMS} from post_stream t join post p on p.id = t.post_id
    where t.stream_id = s.id and ${COUNTED}) c on true
  where s.id = any($1::uuid[]) order by s.id`;
