-- CreateTable
CREATE TABLE "list" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "title" VARCHAR(255) NOT NULL,
    "description" TEXT,
    "match_instructions" TEXT NOT NULL,
    "item_creation_instructions" TEXT NOT NULL,
    "is_task_list" BOOLEAN NOT NULL DEFAULT false,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "list_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "list_item" (
    "id" UUID NOT NULL,
    "list_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "thought_id" UUID,
    "title" VARCHAR(255) NOT NULL,
    "content" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "completed" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "list_item_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "list_user_id_created_at_idx" ON "list"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "list_item_list_id_status_completed_idx" ON "list_item"("list_id", "status", "completed");

-- CreateIndex
CREATE INDEX "list_item_thought_id_status_idx" ON "list_item"("thought_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "list_item_list_id_thought_id_key" ON "list_item"("list_id", "thought_id");

-- AddForeignKey
ALTER TABLE "list_item" ADD CONSTRAINT "list_item_list_id_fkey" FOREIGN KEY ("list_id") REFERENCES "list"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "list_item" ADD CONSTRAINT "list_item_thought_id_fkey" FOREIGN KEY ("thought_id") REFERENCES "thought"("id") ON DELETE SET NULL ON UPDATE CASCADE;
