-- AlterTable
ALTER TABLE "hive" ADD COLUMN     "agent_instructions" TEXT,
ADD COLUMN     "is_listed" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "hive_follow" (
    "hive_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "hive_follow_pkey" PRIMARY KEY ("hive_id","user_id")
);

-- CreateTable
CREATE TABLE "hive_invitation" (
    "id" UUID NOT NULL,
    "hive_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'post',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "invited_by" UUID,
    "accepted_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "accepted_at" TIMESTAMPTZ(3),

    CONSTRAINT "hive_invitation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "hive_citizenship" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "hive_id" UUID NOT NULL,
    "level" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "hive_citizenship_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "hive_follow_user_id_idx" ON "hive_follow"("user_id");

-- CreateIndex
CREATE INDEX "hive_invitation_email_status_idx" ON "hive_invitation"("email", "status");

-- CreateIndex
CREATE UNIQUE INDEX "hive_invitation_hive_id_email_key" ON "hive_invitation"("hive_id", "email");

-- CreateIndex
CREATE INDEX "hive_citizenship_user_id_level_created_at_idx" ON "hive_citizenship"("user_id", "level", "created_at");

-- CreateIndex
CREATE INDEX "hive_parent_id_idx" ON "hive"("parent_id");

-- AddForeignKey
ALTER TABLE "hive_follow" ADD CONSTRAINT "hive_follow_hive_id_fkey" FOREIGN KEY ("hive_id") REFERENCES "hive"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hive_follow" ADD CONSTRAINT "hive_follow_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hive_invitation" ADD CONSTRAINT "hive_invitation_hive_id_fkey" FOREIGN KEY ("hive_id") REFERENCES "hive"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hive_citizenship" ADD CONSTRAINT "hive_citizenship_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hive_citizenship" ADD CONSTRAINT "hive_citizenship_hive_id_fkey" FOREIGN KEY ("hive_id") REFERENCES "hive"("id") ON DELETE CASCADE ON UPDATE CASCADE;
