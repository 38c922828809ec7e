import { MigrationInterface, QueryRunner } from 'typeorm';

/** When the newest admin Pro decision about each user was made, so an older one arriving later changes nothing. */
export class CreateAdminProDecisions1763700003900 implements MigrationInterface {
  name = 'CreateAdminProDecisions1763700003900';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "billing"."admin_pro_decisions" ("user_id" uuid PRIMARY KEY, "decided_at" timestamptz NOT NULL)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "billing"."admin_pro_decisions"`);
  }
}
