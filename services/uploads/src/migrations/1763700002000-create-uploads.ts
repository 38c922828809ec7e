import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUploads1763700002000 implements MigrationInterface {
  name = 'CreateUploads1763700002000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "uploads"."uploads" (
      "id" uuid PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "job_id" uuid NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE TABLE "uploads"."source_clips" (
      "object_key" text PRIMARY KEY,
      "upload_id" uuid NOT NULL REFERENCES "uploads"."uploads"("id") ON DELETE CASCADE,
      "user_id" uuid NOT NULL,
      "section" text NOT NULL,
      "original_name" text NOT NULL,
      "size_bytes" bigint NOT NULL,
      "duration_sec" double precision NOT NULL
    )`);
    await runner.query(`CREATE INDEX "source_clips_user_idx" ON "uploads"."source_clips" ("user_id")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "uploads"."source_clips", "uploads"."uploads"`);
  }
}
