import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAdmins1763700000100 implements MigrationInterface {
  name = 'CreateAdmins1763700000100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "auth"."admins" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "first_name" text NOT NULL DEFAULT '',
      "last_name" text NOT NULL DEFAULT '',
      "email" text NOT NULL UNIQUE,
      "password_hash" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "auth"."admins"`);
  }
}
