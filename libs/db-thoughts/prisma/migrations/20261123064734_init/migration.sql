-- pgvector (the schema engine is not given the postgresqlExtensions preview)
CREATE EXTENSION IF NOT EXISTS vector;

-- CreateTable
CREATE TABLE "thought" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "client_request_id" TEXT,
    "original_thought" TEXT NOT NULL,
    "content" TEXT,
    "category" TEXT,
    "thought_type" TEXT,
    "topic" TEXT,
    "embedding" vector(256),
    "embedding_model" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "thought_pkey" PRIMARY KEY ("id")
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
CREATE INDEX "thought_user_id_created_at_idx" ON "thought"("user_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "thought_user_id_client_request_id_key" ON "thought"("user_id", "client_request_id");

-- CreateIndex
CREATE INDEX "outbox_event_published_at_created_at_idx" ON "outbox_event"("published_at", "created_at");

-- CreateIndex (hand-added: Prisma schemas cannot declare HNSW; migrate.mjs keeps later migrations from dropping *_hnsw_idx)
CREATE INDEX "thought_embedding_hnsw_idx" ON "thought" USING hnsw ("embedding" vector_cosine_ops);
