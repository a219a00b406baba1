// The dashboards' SQL, served by the activity rollups (schema.prisma "Activity rollups"): each answer
// sums the rows of the period's grain from its first bucket, never scanning posts. Each statement has
// a twin in direct-counts.queries.ts computing the same rows from the posts themselves (the tests hold
// them equal; the benchmark times both). Every statement answers the columns its *Row type names.
import type { PeriodWindow } from './dashboard.rules.js';

export interface Statement {
  sql: string;
  params: unknown[];
}

/** `posts`, `positive`, ... summed; bigint sums come back as numbers (::int). */
export interface SentimentRow {
  posts: number;
  positive: number;
  negative: number;
  neutral: number;
  mixed: number;
}
export interface TypeCountRow {
  thought_type: string;
  posts: number;
}
export interface StreamCountRow extends SentimentRow {
  stream_id: string;
}
export interface PodcastCountRow extends SentimentRow {
  podcast_id: string;
}

const SUMS = `coalesce(sum(a.posts), 0)::int as posts, coalesce(sum(a.positive), 0)::int as positive,
  coalesce(sum(a.negative), 0)::int as negative, coalesce(sum(a.neutral), 0)::int as neutral,
  coalesce(sum(a.mixed), 0)::int as mixed`;

/** The rows of `table a` in the window; `first` more conditions come before it. */
function windowed(w: PeriodWindow, params: unknown[]): string {
  params.push(w.grain);
  const grain = `a.grain = $${params.length}`;
  if (w.since === null) return grain;
  params.push(w.since);
  return `${grain} and a.bucket >= $${params.length}::timestamptz`;
}

/** One stream's posts and sentiments in the window (one row). */
export function streamTotalsSql(streamId: string, w: PeriodWindow): Statement {
  const params: unknown[] = [streamId];
  return {
    sql: `select ${SUMS} from stream_activity a where a.stream_id = $1::uuid and ${windowed(w, params)}`,
    params,
  };
}

/** One stream's posts by thought type in the window (classified posts only). */
export function streamByTypeSql(streamId: string, w: PeriodWindow): Statement {
  const params: unknown[] = [streamId];
  return {
    sql: `select a.thought_type, sum(a.posts)::int as posts from stream_type_activity a
      where a.stream_id = $1::uuid and a.thought_type <> '' and ${windowed(w, params)}
      group by a.thought_type having sum(a.posts) > 0 order by posts desc, a.thought_type`,
    params,
  };
}

/** The podcasts of one stream's posts in the window, by posts, with their sentiments. */
export function streamPodcastsSql(streamId: string, w: PeriodWindow, limit: number): Statement {
  const params: unknown[] = [streamId];
  const where = windowed(w, params);
  params.push(limit);
  return {
    sql: `select a.podcast_id::text, ${SUMS} from stream_podcast_activity a
      where a.stream_id = $1::uuid and ${where}
      group by a.podcast_id having sum(a.posts) > 0 order by posts desc, a.podcast_id limit $${params.length}`,
    params,
  };
}

/** Posts by thought type in the window (classified posts only). */
export function postsByTypeSql(w: PeriodWindow): Statement {
  const params: unknown[] = [];
  return {
    sql: `select a.thought_type, sum(a.posts)::int as posts from post_activity a
      where a.thought_type <> '' and ${windowed(w, params)}
      group by a.thought_type having sum(a.posts) > 0 order by posts desc, a.thought_type`,
    params,
  };
}

/** The active streams with the most posts in the window, with their sentiments. */
export function trendingStreamsSql(w: PeriodWindow, limit: number): Statement {
  const params: unknown[] = [];
  const where = windowed(w, params);
  params.push(limit);
  return {
    sql: `select a.stream_id::text, ${SUMS} from stream_activity a
      join stream s on s.id = a.stream_id and s.is_active
      where ${where}
      group by a.stream_id having sum(a.posts) > 0 order by posts desc, a.stream_id limit $${params.length}`,
    params,
  };
}

/** Sentiments toward streams of the posts in the window (one row). */
export function sentimentSql(w: PeriodWindow): Statement {
  const params: unknown[] = [];
  return { sql: `select ${SUMS} from stream_activity a where ${windowed(w, params)}`, params };
}

/** Podcasts by their posts in the window (of one thought type when given). */
export function podcastRankingsSql(w: PeriodWindow, thoughtType: string | null, limit: number): Statement {
  const params: unknown[] = [];
  const where = [windowed(w, params)];
  if (thoughtType) {
    params.push(thoughtType);
    where.push(`a.thought_type = $${params.length}`);
  }
  params.push(limit);
  return {
    sql: `select a.podcast_id::text, sum(a.posts)::int as posts, 0 as positive, 0 as negative, 0 as neutral, 0 as mixed
      from podcast_activity a where ${where.join(' and ')}
      group by a.podcast_id having sum(a.posts) > 0 order by posts desc, a.podcast_id limit $${params.length}`,
    params,
  };
}

/** Active streams created in the window, newest first, with their all-time counts (the stream row's). */
export function newStreamsSql(since: Date | null, limit: number): Statement {
  const params: unknown[] = [];
  const where = ['s.is_active'];
  if (since) {
    params.push(since);
    where.push(`s.created_at >= $${params.length}::timestamptz`);
  }
  params.push(limit);
  return {
    sql: `select s.id::text as stream_id, s.post_count as posts, s.positive_count as positive,
        s.negative_count as negative, s.neutral_count as neutral, s.mixed_count as mixed
      from stream s where ${where.join(' and ')}
      order by s.created_at desc, s.id desc limit $${params.length}`,
    params,
  };
}
