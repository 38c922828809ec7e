import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * TikTok ads speak as an identity of a type (a custom user, a TikTok account); Meta's Page needs
 * none. A publish may give each CTA clip a link of its own, so each ledger row knows its output's
 * CTA.
 */
export class PublicationIdentity1763700002500 implements MigrationInterface {
  name = 'PublicationIdentity1763700002500';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "jobs"."publications" ADD COLUMN "identity_type" text NULL`);
    await runner.query(`ALTER TABLE "jobs"."publications" ADD COLUMN "cta_links" jsonb NOT NULL DEFAULT '[]'`);
    await runner.query(`ALTER TABLE "jobs"."published_outputs" ADD COLUMN "cta" int NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "jobs"."published_outputs" DROP COLUMN "cta"`);
    await runner.query(`ALTER TABLE "jobs"."publications" DROP COLUMN "cta_links"`);
    await runner.query(`ALTER TABLE "jobs"."publications" DROP COLUMN "identity_type"`);
  }
}
