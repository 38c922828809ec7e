import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Source clips become the customer's clip library: each gets an id jobs refer to it by, the
 * facts the library shows (shape, poster, content hash, when it came), and `clip_uses` records
 * which jobs use it. A clip no longer belongs to its upload's record: it stays until the customer
 * deletes it, so the cascade from `uploads` goes.
 */
export class ClipLibrary1763700002500 implements MigrationInterface {
  name = 'ClipLibrary1763700002500';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "uploads"."source_clips" RENAME TO "clips"`);
    await runner.query(`ALTER TABLE "uploads"."clips" DROP CONSTRAINT "source_clips_upload_id_fkey"`);
    await runner.query(`ALTER TABLE "uploads"."clips" DROP CONSTRAINT "source_clips_pkey"`);
    await runner.query(`ALTER TABLE "uploads"."clips"
      ADD COLUMN "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      ADD COLUMN "width" int NULL,
      ADD COLUMN "height" int NULL,
      ADD COLUMN "poster_key" text NULL,
      ADD COLUMN "content_sha256" text NULL,
      ADD COLUMN "created_at" timestamptz NOT NULL DEFAULT now()`);
    // Ids are given by the service from now on; the default only backfilled the existing rows.
    await runner.query(`ALTER TABLE "uploads"."clips" ALTER COLUMN "id" DROP DEFAULT`);
    await runner.query(`ALTER TABLE "uploads"."clips" ADD CONSTRAINT "clips_pkey" PRIMARY KEY ("id")`);
    await runner.query(`ALTER TABLE "uploads"."clips" ADD CONSTRAINT "clips_object_key_key" UNIQUE ("object_key")`);
    await runner.query(`ALTER INDEX "uploads"."source_clips_user_idx" RENAME TO "clips_user_idx"`);
    // Existing clips date from their upload, so the library lists them in the order they came.
    await runner.query(`UPDATE "uploads"."clips" AS "clip" SET "created_at" = "upload"."created_at"
      FROM "uploads"."uploads" AS "upload" WHERE "upload"."id" = "clip"."upload_id"`);

    await runner.query(`CREATE TABLE "uploads"."clip_uses" (
      "clip_id" uuid NOT NULL,
      "job_id" uuid NOT NULL,
      "user_id" uuid NOT NULL,
      "used_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("clip_id", "job_id")
    )`);
    await runner.query(`CREATE INDEX "clip_uses_user_used_idx" ON "uploads"."clip_uses" ("user_id", "used_at")`);
    await runner.query(`CREATE INDEX "clip_uses_job_idx" ON "uploads"."clip_uses" ("job_id")`);
    await runner.query(`INSERT INTO "uploads"."clip_uses" ("clip_id", "job_id", "user_id", "used_at")
      SELECT "clip"."id", "upload"."job_id", "clip"."user_id", "upload"."created_at"
      FROM "uploads"."clips" AS "clip" JOIN "uploads"."uploads" AS "upload" ON "upload"."id" = "clip"."upload_id"
      ON CONFLICT DO NOTHING`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "uploads"."clip_uses"`);
    await runner.query(`ALTER INDEX "uploads"."clips_user_idx" RENAME TO "source_clips_user_idx"`);
    await runner.query(`ALTER TABLE "uploads"."clips" DROP CONSTRAINT "clips_object_key_key"`);
    await runner.query(`ALTER TABLE "uploads"."clips" DROP CONSTRAINT "clips_pkey"`);
    await runner.query(`ALTER TABLE "uploads"."clips"
      DROP COLUMN "id", DROP COLUMN "width", DROP COLUMN "height", DROP COLUMN "poster_key",
      DROP COLUMN "content_sha256", DROP COLUMN "created_at"`);
    await runner.query(`ALTER TABLE "uploads"."clips" ADD CONSTRAINT "source_clips_pkey" PRIMARY KEY ("object_key")`);
    // Clips whose upload record is gone cannot be tied back to one; the old table required it.
    await runner.query(`DELETE FROM "uploads"."clips" AS "clip" WHERE NOT EXISTS (SELECT 1 FROM "uploads"."uploads" AS "upload" WHERE "upload"."id" = "clip"."upload_id")`);
    await runner.query(`ALTER TABLE "uploads"."clips" ADD CONSTRAINT "source_clips_upload_id_fkey"
      FOREIGN KEY ("upload_id") REFERENCES "uploads"."uploads"("id") ON DELETE CASCADE`);
    await runner.query(`ALTER TABLE "uploads"."clips" RENAME TO "source_clips"`);
  }
}
