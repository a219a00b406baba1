-- CreateTable
CREATE TABLE "flow_start" (
    "job_id" TEXT NOT NULL,
    "queue_prefix" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "input" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "next_check_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "flow_start_pkey" PRIMARY KEY ("job_id")
);

-- CreateIndex
CREATE INDEX "flow_start_queue_prefix_next_check_at_idx" ON "flow_start"("queue_prefix", "next_check_at");
