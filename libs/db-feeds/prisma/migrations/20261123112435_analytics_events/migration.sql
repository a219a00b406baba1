-- CreateTable
CREATE TABLE "analytics_event" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "user_id" UUID,
    "post_id" UUID,
    "props" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "analytics_event_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "analytics_event_name_created_at_idx" ON "analytics_event"("name", "created_at" DESC);

-- CreateIndex
CREATE INDEX "analytics_event_post_id_idx" ON "analytics_event"("post_id");
