-- DropIndex
DROP INDEX "post_created_at_idx";

-- CreateIndex
CREATE INDEX "post_created_at_id_idx" ON "post"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "post_category_created_at_id_idx" ON "post"("category", "created_at" DESC, "id" DESC);
