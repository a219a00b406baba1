// The counts of a podcast's and an episode's posts (spec 3 §3 Episode post_counts and streams,
// Podcast dashboard), as indexed aggregates over the posts themselves: a podcast's or an episode's
// counted posts (public, not moderated) are read from the partial covering indexes
// post_podcast_feed_cover_idx / post_episode_feed_cover_idx (thought types included), their stream
// tags through post_stream's primary key. A podcast's posts at the large seed are about 2k.
// Issue 15's activity rollups (podcast × day × thought type) should serve the podcast's counts once
// they land, as they serve the stream dashboards.

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

const KEY_COLUMN = { podcast: 'podcast_id', episode: 'podcast_episode_id' } as const;
export type MediaKind = keyof typeof KEY_COLUMN;

/**
 * The counts of the posts drawn from each of `ids` (podcasts or episodes) created since `since`
 * (null: all time), with at most `maxStreams` streams each, by post count then name.
 */
export function mediaCountsSql(kind: MediaKind, ids: string[], since: Date | null, maxStreams: number): Statement {
  const column = KEY_COLUMN[kind];
  const params: unknown[] = [ids, maxStreams];
  let window = '';
  if (since) {
    params.push(since);
    window = `and p.created_at >= $${params.length}::timestamptz`;
  }
  const sql = `with counted as materialized (
      select p.${column} as key, p.id, p.thought_type from post p
      where p.${column} = any($1::uuid[]) and p.moderated_at is null and p.is_public ${window}
    ),
    totals as (select key, count(*)::int as total from counted group by key),
    types as (
      select key, json_agg(json_build_object('thoughtType', thought_type, 'count', n)
                  order by n desc, thought_type) as by_type
      from (select key, thought_type, count(*)::int as n from counted
            where thought_type is not null group by key, thought_type) x
      group by key
    ),
    by_stream as (
      select c.key, t.stream_id, count(*)::int as posts,
             count(*) filter (where t.sentiment = 'positive')::int as positive,
             count(*) filter (where t.sentiment = 'negative')::int as negative,
             count(*) filter (where t.sentiment = 'neutral')::int as neutral,
             count(*) filter (where t.sentiment = 'mixed')::int as mixed
      from counted c join post_stream t on t.post_id = c.id
      group by c.key, t.stream_id
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
    left join types ty on ty.key = k.id
    left join listed l on l.key = k.id
    left join sentiments se on se.key = k.id`;
  return { sql, params };
}
