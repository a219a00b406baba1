-- CreateTable
CREATE TABLE "user_email" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "is_verified" BOOLEAN NOT NULL DEFAULT false,
    "is_primary" BOOLEAN NOT NULL DEFAULT false,
    "code_hash" TEXT,
    "code_expires_at" TIMESTAMPTZ(3),
    "code_attempts" INTEGER NOT NULL DEFAULT 0,
    "verified_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_email_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dev_mail" (
    "id" UUID NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dev_mail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "user_email_email_key" ON "user_email"("email");

-- CreateIndex
CREATE INDEX "user_email_user_id_created_at_idx" ON "user_email"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "dev_mail_to_created_at_idx" ON "dev_mail"("to", "created_at");

-- CreateIndex
CREATE INDEX "dev_mail_created_at_idx" ON "dev_mail"("created_at");

-- AddForeignKey
ALTER TABLE "user_email" ADD CONSTRAINT "user_email_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
