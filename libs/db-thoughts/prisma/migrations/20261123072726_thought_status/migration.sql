-- AlterTable
ALTER TABLE "thought" ADD COLUMN     "failed_stage" TEXT,
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'processing';
