-- DropIndex
DROP INDEX "stream_podcast_activity_podcast_id_idx";

-- CreateIndex
CREATE INDEX "stream_podcast_activity_podcast_id_grain_bucket_idx" ON "stream_podcast_activity"("podcast_id", "grain", "bucket");
