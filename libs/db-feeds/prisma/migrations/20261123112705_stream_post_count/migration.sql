-- AlterTable
ALTER TABLE "stream" ADD COLUMN     "post_count" INTEGER NOT NULL DEFAULT 0;

-- Backfill: the count of the tags written before this column existed.
UPDATE "stream" s SET "post_count" = c.n
FROM (SELECT "stream_id", count(*)::int AS n FROM "post_stream" GROUP BY "stream_id") c
WHERE c."stream_id" = s."id";
