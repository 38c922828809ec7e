import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateJobs1763700001000 implements MigrationInterface {
  name = 'CreateJobs1763700001000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "jobs"."jobs" (
      "id" uuid PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "status" text NOT NULL DEFAULT 'pending',
      "message" text NOT NULL DEFAULT '',
      "is_paid" boolean NOT NULL DEFAULT false,
      "placements" text[] NOT NULL,
      "expected_outputs" int NOT NULL,
      "produced_outputs" int NOT NULL DEFAULT 0,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "started_at" timestamptz,
      "completed_at" timestamptz
    )`);
    await runner.query(`CREATE INDEX "jobs_user_created_idx" ON "jobs"."jobs" ("user_id", "created_at" DESC)`);
    await runner.query(`CREATE TABLE "jobs"."job_clips" (
      "job_id" uuid NOT NULL REFERENCES "jobs"."jobs"("id") ON DELETE CASCADE,
      "section" text NOT NULL,
      "position" int NOT NULL,
      "object_key" text NOT NULL,
      "original_name" text NOT NULL,
      "duration_sec" double precision NOT NULL,
      PRIMARY KEY ("job_id", "section", "position")
    )`);
    await runner.query(`CREATE TABLE "jobs"."job_segments" (
      "job_id" uuid NOT NULL REFERENCES "jobs"."jobs"("id") ON DELETE CASCADE,
      "section" text NOT NULL,
      "position" int NOT NULL,
      "placement" text NOT NULL,
      "task_id" uuid NOT NULL,
      "segment_key" text NOT NULL,
      "duration_sec" double precision,
      "done_at" timestamptz,
      PRIMARY KEY ("job_id", "section", "position", "placement")
    )`);
    await runner.query(`CREATE TABLE "jobs"."job_outputs" (
      "job_id" uuid NOT NULL REFERENCES "jobs"."jobs"("id") ON DELETE CASCADE,
      "file_name" text NOT NULL,
      "intro" int NOT NULL,
      "body" int NOT NULL,
      "cta" int NOT NULL,
      "placement" text NOT NULL,
      "task_id" uuid,
      "object_key" text NOT NULL,
      "requested_at" timestamptz,
      "done_at" timestamptz,
      "duration_sec" double precision,
      "width" int,
      "height" int,
      "size_bytes" bigint,
      "sha256" text,
      PRIMARY KEY ("job_id", "file_name")
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "jobs"."job_outputs", "jobs"."job_segments", "jobs"."job_clips", "jobs"."jobs"`);
  }
}
