-- AlterTable
ALTER TABLE "stream" ADD COLUMN     "embedded_at" TIMESTAMPTZ(3),
ADD COLUMN     "embedding_model" TEXT,
ADD COLUMN     "mixed_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "negative_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "neutral_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "positive_count" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "post_activity" (
    "grain" TEXT NOT NULL,
    "bucket" TIMESTAMPTZ(3) NOT NULL,
    "thought_type" TEXT NOT NULL,
    "posts" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "post_activity_pkey" PRIMARY KEY ("grain","bucket","thought_type")
);

-- CreateTable
CREATE TABLE "podcast_activity" (
    "podcast_id" UUID NOT NULL,
    "grain" TEXT NOT NULL,
    "bucket" TIMESTAMPTZ(3) NOT NULL,
    "thought_type" TEXT NOT NULL,
    "posts" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "podcast_activity_pkey" PRIMARY KEY ("podcast_id","grain","bucket","thought_type")
);

-- CreateTable
CREATE TABLE "stream_activity" (
    "stream_id" UUID NOT NULL,
    "grain" TEXT NOT NULL,
    "bucket" TIMESTAMPTZ(3) NOT NULL,
    "posts" INTEGER NOT NULL DEFAULT 0,
    "positive" INTEGER NOT NULL DEFAULT 0,
    "negative" INTEGER NOT NULL DEFAULT 0,
    "neutral" INTEGER NOT NULL DEFAULT 0,
    "mixed" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "stream_activity_pkey" PRIMARY KEY ("stream_id","grain","bucket")
);

-- CreateTable
CREATE TABLE "stream_type_activity" (
    "stream_id" UUID NOT NULL,
    "grain" TEXT NOT NULL,
    "bucket" TIMESTAMPTZ(3) NOT NULL,
    "thought_type" TEXT NOT NULL,
    "posts" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "stream_type_activity_pkey" PRIMARY KEY ("stream_id","grain","bucket","thought_type")
);

-- CreateTable
CREATE TABLE "stream_podcast_activity" (
    "stream_id" UUID NOT NULL,
    "podcast_id" UUID NOT NULL,
    "grain" TEXT NOT NULL,
    "bucket" TIMESTAMPTZ(3) NOT NULL,
    "posts" INTEGER NOT NULL DEFAULT 0,
    "positive" INTEGER NOT NULL DEFAULT 0,
    "negative" INTEGER NOT NULL DEFAULT 0,
    "neutral" INTEGER NOT NULL DEFAULT 0,
    "mixed" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "stream_podcast_activity_pkey" PRIMARY KEY ("stream_id","grain","bucket","podcast_id")
);

-- CreateIndex
CREATE INDEX "podcast_activity_grain_bucket_idx" ON "podcast_activity"("grain", "bucket");

-- CreateIndex
CREATE INDEX "stream_activity_grain_bucket_idx" ON "stream_activity"("grain", "bucket");

-- CreateIndex
CREATE INDEX "stream_podcast_activity_podcast_id_idx" ON "stream_podcast_activity"("podcast_id");

-- AddForeignKey
ALTER TABLE "podcast_activity" ADD CONSTRAINT "podcast_activity_podcast_id_fkey" FOREIGN KEY ("podcast_id") REFERENCES "podcast"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stream_activity" ADD CONSTRAINT "stream_activity_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "stream"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stream_type_activity" ADD CONSTRAINT "stream_type_activity_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "stream"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stream_podcast_activity" ADD CONSTRAINT "stream_podcast_activity_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "stream"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stream_podcast_activity" ADD CONSTRAINT "stream_podcast_activity_podcast_id_fkey" FOREIGN KEY ("podcast_id") REFERENCES "podcast"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: the functions that keep the activity rollups (schema.prisma, "Activity rollups").
-- feeds-svc calls post_activity_apply(ids, -1) before and post_activity_apply(ids, 1) after every
-- write that changes what a post counts for (a new post, its classification, its stream tags and
-- sentiments, hiding it, moderating it), in that write's transaction; the seed calls
-- post_activity_rebuild() once after its bulk load. The dashboards then read only these tables.

-- The counted posts (public and not moderated, as every feed shows them) among post_ids, each once
-- in its UTC hour and once in its UTC day, with its thought type ('' when not classified) and its
-- podcast (named by the post, or by its episode).
CREATE FUNCTION post_activity_contributions(post_ids uuid[])
RETURNS TABLE (post_id uuid, thought_type text, podcast_id uuid, grain text, bucket timestamptz)
LANGUAGE sql STABLE AS $fn$
  SELECT p.id, coalesce(p.thought_type, ''), coalesce(p.podcast_id, e.podcast_id), g.grain,
         date_trunc(g.grain, p.created_at, 'UTC')
  FROM (SELECT DISTINCT unnest(post_ids)) AS u(id)
  JOIN post p ON p.id = u.id
  LEFT JOIN podcast_episode e ON e.id = p.podcast_episode_id
  CROSS JOIN (VALUES ('hour'), ('day')) AS g(grain)
  WHERE p.is_public AND p.moderated_at IS NULL
$fn$;

-- Adds (delta 1) or takes away (delta -1) what the posts count for now, in every rollup and in the
-- streams' totals. Writers take one transaction-level advisory lock first: rollup rows are shared by
-- many posts (every post of a day and type shares one), and a remove-then-add around a change takes
-- their locks in no fixed order, so without it two such changes could deadlock.
CREATE FUNCTION post_activity_apply(post_ids uuid[], delta integer) RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_advisory_xact_lock(814702315);

  INSERT INTO post_activity AS a (grain, bucket, thought_type, posts)
  SELECT c.grain, c.bucket, c.thought_type, delta * count(*)
  FROM post_activity_contributions(post_ids) c
  GROUP BY c.grain, c.bucket, c.thought_type
  ON CONFLICT (grain, bucket, thought_type) DO UPDATE SET posts = a.posts + excluded.posts;

  INSERT INTO podcast_activity AS a (podcast_id, grain, bucket, thought_type, posts)
  SELECT c.podcast_id, c.grain, c.bucket, c.thought_type, delta * count(*)
  FROM post_activity_contributions(post_ids) c
  WHERE c.podcast_id IS NOT NULL
  GROUP BY c.podcast_id, c.grain, c.bucket, c.thought_type
  ON CONFLICT (podcast_id, grain, bucket, thought_type) DO UPDATE SET posts = a.posts + excluded.posts;

  INSERT INTO stream_activity AS a (stream_id, grain, bucket, posts, positive, negative, neutral, mixed)
  SELECT t.stream_id, c.grain, c.bucket, delta * count(*),
         delta * count(*) FILTER (WHERE t.sentiment = 'positive'),
         delta * count(*) FILTER (WHERE t.sentiment = 'negative'),
         delta * count(*) FILTER (WHERE t.sentiment = 'neutral'),
         delta * count(*) FILTER (WHERE t.sentiment = 'mixed')
  FROM post_activity_contributions(post_ids) c
  JOIN post_stream t ON t.post_id = c.post_id
  GROUP BY t.stream_id, c.grain, c.bucket
  ON CONFLICT (stream_id, grain, bucket) DO UPDATE SET posts = a.posts + excluded.posts,
    positive = a.positive + excluded.positive, negative = a.negative + excluded.negative,
    neutral = a.neutral + excluded.neutral, mixed = a.mixed + excluded.mixed;

  INSERT INTO stream_type_activity AS a (stream_id, grain, bucket, thought_type, posts)
  SELECT t.stream_id, c.grain, c.bucket, c.thought_type, delta * count(*)
  FROM post_activity_contributions(post_ids) c
  JOIN post_stream t ON t.post_id = c.post_id
  GROUP BY t.stream_id, c.grain, c.bucket, c.thought_type
  ON CONFLICT (stream_id, grain, bucket, thought_type) DO UPDATE SET posts = a.posts + excluded.posts;

  INSERT INTO stream_podcast_activity AS a
    (stream_id, podcast_id, grain, bucket, posts, positive, negative, neutral, mixed)
  SELECT t.stream_id, c.podcast_id, c.grain, c.bucket, delta * count(*),
         delta * count(*) FILTER (WHERE t.sentiment = 'positive'),
         delta * count(*) FILTER (WHERE t.sentiment = 'negative'),
         delta * count(*) FILTER (WHERE t.sentiment = 'neutral'),
         delta * count(*) FILTER (WHERE t.sentiment = 'mixed')
  FROM post_activity_contributions(post_ids) c
  JOIN post_stream t ON t.post_id = c.post_id
  WHERE c.podcast_id IS NOT NULL
  GROUP BY t.stream_id, c.podcast_id, c.grain, c.bucket
  ON CONFLICT (stream_id, grain, bucket, podcast_id) DO UPDATE SET posts = a.posts + excluded.posts,
    positive = a.positive + excluded.positive, negative = a.negative + excluded.negative,
    neutral = a.neutral + excluded.neutral, mixed = a.mixed + excluded.mixed;

  UPDATE stream s SET post_count = s.post_count + d.posts, positive_count = s.positive_count + d.positive,
    negative_count = s.negative_count + d.negative, neutral_count = s.neutral_count + d.neutral,
    mixed_count = s.mixed_count + d.mixed
  FROM (
    SELECT t.stream_id, delta * count(*) AS posts,
           delta * count(*) FILTER (WHERE t.sentiment = 'positive') AS positive,
           delta * count(*) FILTER (WHERE t.sentiment = 'negative') AS negative,
           delta * count(*) FILTER (WHERE t.sentiment = 'neutral') AS neutral,
           delta * count(*) FILTER (WHERE t.sentiment = 'mixed') AS mixed
    FROM post_activity_contributions(post_ids) c
    JOIN post_stream t ON t.post_id = c.post_id
    WHERE c.grain = 'day'
    GROUP BY t.stream_id
  ) d
  WHERE s.id = d.stream_id;
END
$fn$;

-- Every rollup and stream total computed again from the posts (after a bulk load).
CREATE FUNCTION post_activity_rebuild() RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_advisory_xact_lock(814702315);
  TRUNCATE post_activity, podcast_activity, stream_activity, stream_type_activity, stream_podcast_activity;
  UPDATE stream SET post_count = 0, positive_count = 0, negative_count = 0, neutral_count = 0, mixed_count = 0
  WHERE post_count <> 0 OR positive_count <> 0 OR negative_count <> 0 OR neutral_count <> 0 OR mixed_count <> 0;
  PERFORM post_activity_apply(array(SELECT id FROM post WHERE is_public AND moderated_at IS NULL), 1);
END
$fn$;

-- Databases with posts already: their rollups and totals from what they hold, and their streams'
-- existing embeddings taken as current.
SELECT post_activity_rebuild();
UPDATE stream SET embedded_at = updated_at WHERE embedding IS NOT NULL;
