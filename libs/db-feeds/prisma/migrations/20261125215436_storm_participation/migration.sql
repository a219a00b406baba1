-- CreateTable
CREATE TABLE "storm_participation" (
    "storm_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "wants_to_vote_only" BOOLEAN NOT NULL DEFAULT false,
    "post_id" UUID,
    "post_activated_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "storm_participation_pkey" PRIMARY KEY ("storm_id","user_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "storm_participation_post_id_key" ON "storm_participation"("post_id");

-- CreateIndex
CREATE INDEX "storm_participation_storm_id_post_activated_at_idx" ON "storm_participation"("storm_id", "post_activated_at");

-- CreateIndex
CREATE INDEX "storm_ends_at_idx" ON "storm"("ends_at");

-- AddForeignKey
ALTER TABLE "storm_participation" ADD CONSTRAINT "storm_participation_storm_id_fkey" FOREIGN KEY ("storm_id") REFERENCES "storm"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "storm_participation" ADD CONSTRAINT "storm_participation_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "post"("id") ON DELETE SET NULL ON UPDATE CASCADE;
