import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Publishing to ad platforms. `ad_connections`: a buyer's connected ad platform login, its token
 * sealed with AD_TOKENS_KEY. `publications`: one publish of a job into one ad set, with the ad's
 * texts and when its insights are read next. `published_outputs`: the ledger, one row per output
 * and ad set, holding every platform id as soon as the platform hands it over, so a retry resumes
 * where the last attempt stopped and never makes a second ad; its insight columns are the
 * figures last read for that ad.
 */
export class AdPublishing1763700002400 implements MigrationInterface {
  name = 'AdPublishing1763700002400';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "jobs"."ad_connections" (
      "user_id" uuid NOT NULL,
      "platform" text NOT NULL,
      "token_sealed" text NOT NULL,
      "token_hint" text NOT NULL,
      "platform_user_id" text NOT NULL,
      "platform_user_name" text NULL,
      "ad_accounts" jsonb NOT NULL,
      "state" text NOT NULL,
      "connected_at" timestamptz NOT NULL,
      "checked_at" timestamptz NOT NULL,
      "expires_at" timestamptz NULL,
      PRIMARY KEY ("user_id", "platform")
    )`);
    await runner.query(`CREATE TABLE "jobs"."publications" (
      "id" uuid PRIMARY KEY,
      "job_id" uuid NOT NULL REFERENCES "jobs"."jobs"("id") ON DELETE CASCADE,
      "user_id" uuid NOT NULL,
      "platform" text NOT NULL,
      "ad_account_id" text NOT NULL,
      "ad_set_id" text NOT NULL,
      "optimization_goal" text NULL,
      "page_id" text NOT NULL,
      "primary_text" text NOT NULL,
      "headline" text NULL,
      "call_to_action" text NOT NULL,
      "link" text NOT NULL,
      "status" text NOT NULL,
      "currency" text NULL,
      "insights_read_at" timestamptz NULL,
      "insights_due_at" timestamptz NULL,
      "insights_error" text NULL,
      "created_at" timestamptz NOT NULL,
      "updated_at" timestamptz NOT NULL
    )`);
    await runner.query(`CREATE INDEX "publications_job_idx" ON "jobs"."publications" ("job_id", "created_at")`);
    await runner.query(`CREATE INDEX "publications_insights_due_idx" ON "jobs"."publications" ("insights_due_at") WHERE "insights_due_at" IS NOT NULL`);
    await runner.query(`CREATE TABLE "jobs"."published_outputs" (
      "id" uuid PRIMARY KEY,
      "publication_id" uuid NOT NULL REFERENCES "jobs"."publications"("id") ON DELETE CASCADE,
      "job_id" uuid NOT NULL,
      "user_id" uuid NOT NULL,
      "ad_set_id" text NOT NULL,
      "file_name" text NOT NULL,
      "state" text NOT NULL,
      "video_id" text NULL,
      "image_hash" text NULL,
      "creative_id" text NULL,
      "ad_id" text NULL,
      "ad_status" text NULL,
      "error" text NULL,
      "attempts" int NOT NULL DEFAULT 0,
      "due_at" timestamptz NOT NULL,
      "lease_until" timestamptz NULL,
      "processing_since" timestamptz NULL,
      "impressions" bigint NULL,
      "spend" numeric NULL,
      "link_clicks" bigint NULL,
      "results" bigint NULL,
      "hook_views" bigint NULL,
      "updated_at" timestamptz NOT NULL
    )`);
    // One ad per output per ad set, whatever happens: the ledger's promise.
    await runner.query(`CREATE UNIQUE INDEX "published_outputs_once_idx" ON "jobs"."published_outputs" ("ad_set_id", "job_id", "file_name")`);
    await runner.query(`CREATE INDEX "published_outputs_publication_idx" ON "jobs"."published_outputs" ("publication_id")`);
    await runner.query(
      `CREATE INDEX "published_outputs_due_idx" ON "jobs"."published_outputs" ("due_at") WHERE "state" NOT IN ('published', 'failed')`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "jobs"."published_outputs"`);
    await runner.query(`DROP TABLE "jobs"."publications"`);
    await runner.query(`DROP TABLE "jobs"."ad_connections"`);
  }
}
