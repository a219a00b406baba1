-- AlterTable
ALTER TABLE "outbox_event" ADD COLUMN     "confirmed_at" TIMESTAMPTZ(3),
ADD COLUMN     "queue_prefix" TEXT;

-- Events published before this migration were delivered under the old rules (a secret payload was
-- already emptied): they count as confirmed, so the relay never re-adds them.
UPDATE "outbox_event" SET "confirmed_at" = "published_at" WHERE "published_at" IS NOT NULL;

-- CreateIndex (hand-added: Prisma schemas cannot declare partial indexes with INCLUDE columns;
-- migrate.mjs keeps later migrations from dropping *_cover_idx). The relay's re-check reads only
-- published, unconfirmed events of its own prefix in publishing order: a handful of rows at any time,
-- so the index stays small however long the outbox grows.
CREATE INDEX "outbox_event_unconfirmed_cover_idx" ON "outbox_event" ("queue_prefix", "published_at", "id")
  INCLUDE ("type") WHERE "published_at" IS NOT NULL AND "confirmed_at" IS NULL;
