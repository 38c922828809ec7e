import { MigrationInterface, QueryRunner } from 'typeorm';

/** TikTok ads speak as an identity of a type (a custom user, a TikTok account); Meta's Page needs none. */
export class PublicationIdentity1763700002500 implements MigrationInterface {
  name = 'PublicationIdentity1763700002500';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "jobs"."publications" ADD COLUMN "identity_type" text NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "jobs"."publications" DROP COLUMN "identity_type"`);
  }
}
