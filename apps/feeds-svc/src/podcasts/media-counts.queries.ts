// The counts of a podcast's and an episode's posts (spec 3 §3 Episode post_counts and streams,
// Podcast dashboard). A podcast's are summed from issue 15's activity rollups (podcast_activity,
// stream_podcast_activity: public, unmoderated posts per UTC hour and day, kept with the writes), as
// the stream dashboards are. Episodes have no rollup: theirs are indexed aggregates over the posts,
// an episode's counted posts read from the partial covering index post_episode_feed_cover_idx
// (thought types included) and their stream tags through post_stream's primary key (a page of 50
// episodes of the large seed's busiest podcast is about 2k posts).
import type { PeriodWindow } from '../dashboard/dashboard.rules.js';

export interface Statement {
  sql: string;
  params: unknown[];
}

/** One row per key (a podcast or an episode id): totals, thought types, listed streams, sentiments. */
export interface MediaCountsRow {
  key: string;
  total: number;
  by_type: { thoughtType: string; count: number }[];
  streams: {
    id: string;
    name: string;
    type: string;
    postCount: number;
    sentimentCounts: { positive: number; negative: number; neutral: number; mixed: number };
  }[];
  positive: number;
  negative: number;
  neutral: number;
  mixed: number;
}

/**
 * From `types(key, thought_type, n)` and `by_stream(key, stream_id, posts, positive, negative,
 * neutral, mixed)`: one MediaCountsRow per id of $1, with at most $2 streams each, by posts then name.
 */
const ASSEMBLE = `
    totals as (select key, sum(n)::int as total from types group by key),
    type_lists as (
      select key, json_agg(json_build_object('thoughtType', thought_type, 'count', n) order by n desc, thought_type)
               as by_type
      from types where thought_type <> '' and n > 0 group by key
    ),
    sentiments as (
      select key, sum(positive)::int as positive, sum(negative)::int as negative,
             sum(neutral)::int as neutral, sum(mixed)::int as mixed
      from by_stream group by key
    ),
    ranked as (
      select b.*, s.name, s.stream_type,
             row_number() over (partition by b.key order by b.posts desc, s.name, s.id) as rank
      from by_stream b join stream s on s.id = b.stream_id
    ),
    listed as (
      select key, json_agg(json_build_object('id', stream_id, 'name', name, 'type', stream_type,
               'postCount', posts, 'sentimentCounts', json_build_object('positive', positive,
               'negative', negative, 'neutral', neutral, 'mixed', mixed)) order by rank) as streams
      from ranked where rank <= $2 group by key
    )
    select k.id::text as key, coalesce(t.total, 0) as total, coalesce(ty.by_type, '[]') as by_type,
           coalesce(l.streams, '[]') as streams, coalesce(se.positive, 0) as positive,
           coalesce(se.negative, 0) as negative, coalesce(se.neutral, 0) as neutral, coalesce(se.mixed, 0) as mixed
    from unnest($1::uuid[]) as k(id)
    left join totals t on t.key = k.id
    left join type_lists ty on ty.key = k.id
    left join listed l on l.key = k.id
    left join sentiments se on se.key = k.id`;

/** A podcast's counts in the window, summed from the rollups of the window's grain. */
export function podcastCountsSql(podcastId: string, w: PeriodWindow, maxStreams: number): Statement {
  const params: unknown[] = [[podcastId], maxStreams, w.grain];
  let window = 'a.grain = $3';
  if (w.since) {
    params.push(w.since);
    window += ` and a.bucket >= $4::timestamptz`;
  }
  const sql = `with
    types as (
      select a.podcast_id as key, a.thought_type, sum(a.posts)::int as n from podcast_activity a
      where a.podcast_id = any($1::uuid[]) and ${window} group by a.podcast_id, a.thought_type
    ),
    by_stream as (
      select a.podcast_id as key, a.stream_id, sum(a.posts)::int as posts, sum(a.positive)::int as positive,
             sum(a.negative)::int as negative, sum(a.neutral)::int as neutral, sum(a.mixed)::int as mixed
      from stream_podcast_activity a
      where a.podcast_id = any($1::uuid[]) and ${window}
      group by a.podcast_id, a.stream_id having sum(a.posts) > 0
    ),${ASSEMBLE}`;
  return { sql, params };
}

/**
 * Each episode's counts: its counted posts (public, not moderated) created since `since` (null: all
 * time), aggregated from the posts themselves.
 */
export function episodeCountsSql(episodeIds: string[], since: Date | null, maxStreams: number): Statement {
  const params: unknown[] = [episodeIds, maxStreams];
  let window = '';
  if (since) {
    params.push(since);
    window = `and p.created_at >= $3::timestamptz`;
  }
  const sql = `with
    counted as materialized (
      select p.podcast_episode_id as key, p.id, coalesce(p.thought_type, '') as thought_type from post p
      where p.podcast_episode_id = any($1::uuid[]) and p.moderated_at is null and p.is_public ${window}
    ),
    types as (select key, thought_type, count(*)::int as n from counted group by key, thought_type),
    by_stream as (
      select c.key, t.stream_id, count(*)::int as posts,
             count(*) filter (where t.sentiment = 'positive')::int as positive,
             count(*) filter (where t.sentiment = 'negative')::int as negative,
             count(*) filter (where t.sentiment = 'neutral')::int as neutral,
             count(*) filter (where t.sentiment = 'mixed')::int as mixed
      from counted c join post_stream t on t.post_id = c.id
      group by c.key, t.stream_id
    ),${ASSEMBLE}`;
  return { sql, params };
}
