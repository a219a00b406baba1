-- Hand-written: hourly rollups are kept for 48 hours only. Only last_24_hours reads the 'hour' grain
-- (from the start of the hour 24 hours ago), so older hourly rows were dead weight that grew with
-- every hour of every stream, podcast and thought type. Posts older than the horizon no longer
-- contribute hourly rows; feeds-svc calls post_activity_prune() every hour (RollupRetention) to
-- delete those that fell past it. The 'day' grain and the streams' totals are unchanged.

-- The first hour still kept: everything from the start of this hour on is kept hourly.
CREATE FUNCTION post_activity_hour_horizon() RETURNS timestamptz
LANGUAGE sql STABLE AS $fn$
  SELECT date_trunc('hour', now(), 'UTC') - interval '48 hours'
$fn$;

-- As before, with each post's hourly contribution only while its hour is within the horizon. A
-- change's remove-then-add runs in one transaction (one now()), so both sides agree; a post that
-- crossed the horizon between its add and a later remove leaves an hourly row past the horizon,
-- which the next prune deletes.
CREATE OR REPLACE FUNCTION post_activity_contributions(post_ids uuid[])
RETURNS TABLE (post_id uuid, thought_type text, podcast_id uuid, grain text, bucket timestamptz)
LANGUAGE sql STABLE AS $fn$
  SELECT p.id, coalesce(p.thought_type, ''), coalesce(p.podcast_id, e.podcast_id), g.grain,
         date_trunc(g.grain, p.created_at, 'UTC')
  FROM (SELECT DISTINCT unnest(post_ids)) AS u(id)
  JOIN post p ON p.id = u.id
  LEFT JOIN podcast_episode e ON e.id = p.podcast_episode_id
  CROSS JOIN (VALUES ('hour'), ('day')) AS g(grain)
  WHERE p.is_public AND p.moderated_at IS NULL
    AND (g.grain = 'day' OR date_trunc('hour', p.created_at, 'UTC') >= post_activity_hour_horizon())
$fn$;

-- Deletes the hourly rows past the horizon from every rollup; answers how many. It takes the
-- writers' advisory lock, so it never interleaves with post_activity_apply.
CREATE FUNCTION post_activity_prune() RETURNS integer
LANGUAGE plpgsql AS $fn$
DECLARE
  horizon timestamptz := post_activity_hour_horizon();
  rollup text;
  pruned integer := 0;
  n integer;
BEGIN
  PERFORM pg_advisory_xact_lock(814702315);
  FOREACH rollup IN ARRAY ARRAY['post_activity', 'podcast_activity', 'stream_activity', 'stream_type_activity',
                                'stream_podcast_activity'] LOOP
    EXECUTE format('DELETE FROM %I WHERE grain = ''hour'' AND bucket < $1', rollup) USING horizon;
    GET DIAGNOSTICS n = ROW_COUNT;
    pruned := pruned + n;
  END LOOP;
  RETURN pruned;
END
$fn$;

SELECT post_activity_prune();
