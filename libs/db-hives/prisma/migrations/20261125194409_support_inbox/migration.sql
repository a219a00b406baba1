-- CreateTable
CREATE TABLE "support_message" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "user_email_id" UUID,
    "email" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "support_message_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "support_message_created_at_idx" ON "support_message"("created_at" DESC);

-- CreateIndex
CREATE INDEX "support_message_user_id_created_at_idx" ON "support_message"("user_id", "created_at");
