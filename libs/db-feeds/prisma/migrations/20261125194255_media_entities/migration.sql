-- AlterTable
ALTER TABLE "podcast" ADD COLUMN     "total_episodes_count" INTEGER;

-- CreateTable
CREATE TABLE "podcast_episode_person" (
    "episode_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "person_id" UUID,

    CONSTRAINT "podcast_episode_person_pkey" PRIMARY KEY ("episode_id","position")
);

-- CreateTable
CREATE TABLE "organization_website" (
    "id" UUID NOT NULL,
    "organization_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "organization_website_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "organization_person" (
    "organization_id" UUID NOT NULL,
    "person_id" UUID NOT NULL,
    "role" TEXT,
    "start_date" DATE,
    "end_date" DATE,
    "is_current" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "organization_person_pkey" PRIMARY KEY ("organization_id","person_id")
);

-- CreateIndex
CREATE INDEX "podcast_episode_person_person_id_idx" ON "podcast_episode_person"("person_id");

-- CreateIndex
CREATE INDEX "organization_website_organization_id_position_idx" ON "organization_website"("organization_id", "position");

-- CreateIndex
CREATE INDEX "organization_person_person_id_idx" ON "organization_person"("person_id");

-- AddForeignKey
ALTER TABLE "podcast_episode_person" ADD CONSTRAINT "podcast_episode_person_episode_id_fkey" FOREIGN KEY ("episode_id") REFERENCES "podcast_episode"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "podcast_episode_person" ADD CONSTRAINT "podcast_episode_person_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "person"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "organization_website" ADD CONSTRAINT "organization_website_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "organization_person" ADD CONSTRAINT "organization_person_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "organization_person" ADD CONSTRAINT "organization_person_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateIndex (hand-added: Prisma schemas cannot declare partial indexes with INCLUDE columns;
-- migrate.mjs keeps later migrations from dropping *_cover_idx). A podcast's and an episode's feed
-- pages and their totals (GET /api/posts?podcastId | podcastEpisodeId, pagination.total) read only
-- these entries: the feed's order and every column its visibility rules test, so the total is an
-- index-only count of the podcast's unmoderated posts instead of a visit to each post's row; with
-- thought_type, the podcast's and episodes' posts by thought type are counted the same way.
CREATE INDEX "post_podcast_feed_cover_idx" ON "post" ("podcast_id", "created_at" DESC, "id" DESC)
  INCLUDE ("hive_id", "is_public", "user_id", "thought_type") WHERE "moderated_at" IS NULL AND "podcast_id" IS NOT NULL;
CREATE INDEX "post_episode_feed_cover_idx" ON "post" ("podcast_episode_id", "created_at" DESC, "id" DESC)
  INCLUDE ("hive_id", "is_public", "user_id", "thought_type") WHERE "moderated_at" IS NULL AND "podcast_episode_id" IS NOT NULL;
