/*
  Warnings:

  - A unique constraint covering the columns `[podcast_id,guid]` on the table `podcast_episode` will be added. If there are existing duplicate values, this will fail.
  - A unique constraint covering the columns `[podcast_episode_id,segment_index]` on the table `post` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "podcast" ADD COLUMN     "feed_checked_at" TIMESTAMPTZ(3),
ADD COLUMN     "feed_error" TEXT,
ADD COLUMN     "feed_failures" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "feed_next_check_at" TIMESTAMPTZ(3),
ADD COLUMN     "feed_url" TEXT;

-- AlterTable
ALTER TABLE "podcast_episode" ADD COLUMN     "guid" TEXT,
ADD COLUMN     "transcript_ingested_at" TIMESTAMPTZ(3),
ADD COLUMN     "transcript_url" TEXT;

-- AlterTable
ALTER TABLE "post" ADD COLUMN     "segment_index" INTEGER;

-- CreateIndex
CREATE INDEX "podcast_feed_next_check_at_idx" ON "podcast"("feed_next_check_at");

-- CreateIndex
CREATE UNIQUE INDEX "podcast_episode_podcast_id_guid_key" ON "podcast_episode"("podcast_id", "guid");

-- CreateIndex
CREATE UNIQUE INDEX "post_podcast_episode_id_segment_index_key" ON "post"("podcast_episode_id", "segment_index");
