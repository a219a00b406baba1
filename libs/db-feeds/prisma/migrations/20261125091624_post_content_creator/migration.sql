-- CreateTable
CREATE TABLE "post_content_creator" (
    "post_id" UUID NOT NULL,
    "person_id" UUID NOT NULL,

    CONSTRAINT "post_content_creator_pkey" PRIMARY KEY ("post_id","person_id")
);

-- CreateIndex
CREATE INDEX "post_content_creator_person_id_idx" ON "post_content_creator"("person_id");

-- AddForeignKey
ALTER TABLE "post_content_creator" ADD CONSTRAINT "post_content_creator_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post_content_creator" ADD CONSTRAINT "post_content_creator_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "person"("id") ON DELETE CASCADE ON UPDATE CASCADE;
