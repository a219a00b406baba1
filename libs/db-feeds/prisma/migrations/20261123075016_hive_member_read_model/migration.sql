-- CreateTable
CREATE TABLE "hive_member_read_model" (
    "hive_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "role" TEXT NOT NULL,
    "removed_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "hive_member_read_model_pkey" PRIMARY KEY ("hive_id","user_id")
);

-- CreateIndex
CREATE INDEX "hive_member_read_model_user_id_idx" ON "hive_member_read_model"("user_id");
