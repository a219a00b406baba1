-- CreateTable
CREATE TABLE "web_page_process" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "normalized_url" TEXT NOT NULL,
    "hive_id" UUID NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'processing',
    "error" TEXT,
    "web_page_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "web_page_process_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "web_page_process_status_created_at_idx" ON "web_page_process"("status", "created_at");

-- AddForeignKey
ALTER TABLE "web_page_process" ADD CONSTRAINT "web_page_process_web_page_id_fkey" FOREIGN KEY ("web_page_id") REFERENCES "web_page"("id") ON DELETE SET NULL ON UPDATE CASCADE;
