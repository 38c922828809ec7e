import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMail1763700006000 implements MigrationInterface {
  name = 'CreateMail1763700006000';

  async up(runner: QueryRunner): Promise<void> {
    // A projection of auth's users: job events carry only the user id, not where to write.
    await runner.query(`CREATE TABLE "mail"."users" (
      "user_id" uuid PRIMARY KEY,
      "email" text NOT NULL,
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    // The send outbox. One event makes at most one mail of a kind, whatever the inbox lets through.
    await runner.query(`CREATE TABLE "mail"."outgoing_mail" (
      "id" uuid PRIMARY KEY,
      "kind" text NOT NULL,
      "source_message_id" text NOT NULL,
      "to_address" text NOT NULL,
      "subject" text NOT NULL,
      "html" text NOT NULL,
      "text" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "attempts" int NOT NULL DEFAULT 0,
      "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
      "sent_at" timestamptz,
      "last_error" text,
      CONSTRAINT "outgoing_mail_kind_source_uq" UNIQUE ("kind", "source_message_id")
    )`);
    await runner.query(
      `CREATE INDEX "outgoing_mail_due_idx" ON "mail"."outgoing_mail" ("next_attempt_at") WHERE "sent_at" IS NULL`,
    );
    // What would have been sent when no SMTP server is configured; keyed by the outgoing mail's id.
    await runner.query(`CREATE TABLE "mail"."dev_mailbox" (
      "id" uuid PRIMARY KEY,
      "to_address" text NOT NULL,
      "subject" text NOT NULL,
      "html" text NOT NULL,
      "text" text NOT NULL,
      "received_at" timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "mail"."dev_mailbox"`);
    await runner.query(`DROP TABLE "mail"."outgoing_mail"`);
    await runner.query(`DROP TABLE "mail"."users"`);
  }
}
