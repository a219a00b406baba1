-- pgvector (the schema engine is not given the postgresqlExtensions preview)
CREATE EXTENSION IF NOT EXISTS vector;

-- CreateTable
CREATE TABLE "podcast" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "publisher_name" TEXT NOT NULL,
    "image_url" TEXT,
    "description" TEXT,
    "language" TEXT,
    "is_tracked" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "podcast_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "post" (
    "id" UUID NOT NULL,
    "hive_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "content" TEXT NOT NULL,
    "category" TEXT,
    "thought_type" TEXT,
    "is_public" BOOLEAN NOT NULL DEFAULT true,
    "embedding" vector(256),
    "embedding_model" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "post_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "hive_read_model" (
    "hive_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "logo" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "hive_read_model_pkey" PRIMARY KEY ("hive_id")
);

-- CreateTable
CREATE TABLE "outbox_event" (
    "id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "correlation_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "outbox_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "processed_event" (
    "event_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_event_pkey" PRIMARY KEY ("event_id")
);

-- CreateIndex
CREATE INDEX "podcast_is_tracked_title_idx" ON "podcast"("is_tracked", "title");

-- CreateIndex
CREATE INDEX "post_hive_id_created_at_idx" ON "post"("hive_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "post_created_at_idx" ON "post"("created_at" DESC);

-- CreateIndex
CREATE INDEX "outbox_event_published_at_created_at_idx" ON "outbox_event"("published_at", "created_at");

-- AddForeignKey
ALTER TABLE "post" ADD CONSTRAINT "post_hive_id_fkey" FOREIGN KEY ("hive_id") REFERENCES "hive_read_model"("hive_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- CreateIndex (hand-added: Prisma schemas cannot declare HNSW; migrate.mjs keeps later migrations from dropping *_hnsw_idx)
CREATE INDEX "post_embedding_hnsw_idx" ON "post" USING hnsw ("embedding" vector_cosine_ops);
