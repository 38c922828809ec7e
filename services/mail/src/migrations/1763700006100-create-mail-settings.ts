import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMailSettings1763700006100 implements MigrationInterface {
  name = 'CreateMailSettings1763700006100';

  async up(runner: QueryRunner): Promise<void> {
    // Admin-saved SMTP settings: at most one row. The password is AES-256-GCM text, never plain.
    await runner.query(`CREATE TABLE "mail"."settings" (
      "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
      "smtp_host" text NOT NULL,
      "smtp_port" int NOT NULL DEFAULT 587 CHECK ("smtp_port" BETWEEN 1 AND 65535),
      "smtp_username" text NOT NULL DEFAULT '',
      "smtp_password_encrypted" text,
      "smtp_encryption" text NOT NULL DEFAULT 'tls' CHECK ("smtp_encryption" IN ('none', 'tls', 'ssl')),
      "sender_email" text NOT NULL DEFAULT 'no-reply@reelmix.local',
      "sender_name" text NOT NULL DEFAULT '',
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "mail"."settings"`);
  }
}
