-- AlterTable
ALTER TABLE "post" ADD COLUMN     "content_thought_id" UUID,
ADD COLUMN     "historic_event_id" UUID,
ADD COLUMN     "podcast_episode_id" UUID,
ADD COLUMN     "podcast_id" UUID,
ADD COLUMN     "quote_id" UUID,
ADD COLUMN     "speaker_name" TEXT,
ADD COLUMN     "statistic_id" UUID,
ADD COLUMN     "web_page_id" UUID;

-- CreateTable
CREATE TABLE "podcast_episode" (
    "id" UUID NOT NULL,
    "podcast_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "speaker_name" TEXT,
    "published_at" TIMESTAMPTZ(3),
    "duration_sec" INTEGER,
    "season_number" INTEGER,
    "episode_number" INTEGER,
    "audio_url" TEXT,
    "video_url" TEXT,
    "website_url" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "podcast_episode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "web_page" (
    "id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "title" TEXT,
    "description" TEXT,
    "og_image" TEXT,
    "favicon_url" TEXT,
    "scraped_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "web_page_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stream" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "stream_type" TEXT NOT NULL,
    "level" INTEGER NOT NULL DEFAULT 1,
    "parent_id" UUID,
    "aliases" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "logo_url" TEXT,
    "asset_type" TEXT,
    "trading_symbol" TEXT,
    "embedding" vector(256),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stream_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "post_stream" (
    "post_id" UUID NOT NULL,
    "stream_id" UUID NOT NULL,
    "confidence" DOUBLE PRECISION,
    "assignment_type" TEXT NOT NULL DEFAULT 'auto',
    "sentiment" TEXT,
    "sentiment_score" DOUBLE PRECISION,
    "sentiment_analysis" TEXT,
    "assigned_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "post_stream_pkey" PRIMARY KEY ("post_id","stream_id")
);

-- CreateTable
CREATE TABLE "person" (
    "id" UUID NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "stream_id" UUID,
    "short_bio" TEXT,
    "personal_website" TEXT,
    "profile_picture_url" TEXT,
    "x_handle" TEXT,
    "instagram_handle" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "person_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "organization" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "stream_id" UUID,
    "logo" TEXT,
    "description" TEXT,
    "business_category" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "organization_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "storm" (
    "id" UUID NOT NULL,
    "hive_id" UUID NOT NULL,
    "prompt" TEXT NOT NULL,
    "vote_submission_requirement" INTEGER NOT NULL DEFAULT 5,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "ends_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "storm_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "podcast_episode_podcast_id_published_at_idx" ON "podcast_episode"("podcast_id", "published_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "web_page_url_key" ON "web_page"("url");

-- CreateIndex
CREATE INDEX "stream_is_active_stream_type_idx" ON "stream"("is_active", "stream_type");

-- CreateIndex
CREATE INDEX "stream_parent_id_idx" ON "stream"("parent_id");

-- CreateIndex
CREATE INDEX "stream_created_at_idx" ON "stream"("created_at" DESC);

-- CreateIndex
CREATE INDEX "post_stream_stream_id_assigned_at_idx" ON "post_stream"("stream_id", "assigned_at" DESC);

-- CreateIndex
CREATE INDEX "person_stream_id_idx" ON "person"("stream_id");

-- CreateIndex
CREATE INDEX "organization_stream_id_idx" ON "organization"("stream_id");

-- CreateIndex
CREATE INDEX "storm_hive_id_created_at_idx" ON "storm"("hive_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "post_podcast_id_created_at_idx" ON "post"("podcast_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "post_podcast_episode_id_created_at_idx" ON "post"("podcast_episode_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "post_web_page_id_created_at_idx" ON "post"("web_page_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "post_storm_id_created_at_idx" ON "post"("storm_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "podcast_episode" ADD CONSTRAINT "podcast_episode_podcast_id_fkey" FOREIGN KEY ("podcast_id") REFERENCES "podcast"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stream" ADD CONSTRAINT "stream_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "stream"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post_stream" ADD CONSTRAINT "post_stream_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post_stream" ADD CONSTRAINT "post_stream_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "stream"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "person" ADD CONSTRAINT "person_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "stream"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "organization" ADD CONSTRAINT "organization_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "stream"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "storm" ADD CONSTRAINT "storm_hive_id_fkey" FOREIGN KEY ("hive_id") REFERENCES "hive_read_model"("hive_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post" ADD CONSTRAINT "post_podcast_id_fkey" FOREIGN KEY ("podcast_id") REFERENCES "podcast"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post" ADD CONSTRAINT "post_podcast_episode_id_fkey" FOREIGN KEY ("podcast_episode_id") REFERENCES "podcast_episode"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post" ADD CONSTRAINT "post_web_page_id_fkey" FOREIGN KEY ("web_page_id") REFERENCES "web_page"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateIndex (hand-added: Prisma schemas cannot declare expression GIN indexes; migrate.mjs keeps later migrations from dropping *_fts_idx)
-- Serves the media feed's search: to_tsvector('english', content) @@ websearch_to_tsquery('english', $search).
CREATE INDEX "post_content_fts_idx" ON "post" USING gin (to_tsvector('english', "content"));

-- CreateIndex (hand-added: Prisma schemas cannot declare HNSW; migrate.mjs keeps later migrations from dropping *_hnsw_idx)
CREATE INDEX "stream_embedding_hnsw_idx" ON "stream" USING hnsw ("embedding" vector_cosine_ops);
