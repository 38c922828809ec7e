import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail bodies hold live secrets in their links (reset tokens, signed downloads). From here on a
 * queued mail's full body is encrypted in `sealed_body` and a sent mail keeps only a copy without
 * links (outbox/mail-bodies.ts). Mail already sent loses its links here, by the same rule as
 * outbox/sent-copy.ts (written out, since a migration must not change with later code); mail still
 * waiting keeps its body until it is sent.
 */
export class SealMailBodies1763700006300 implements MigrationInterface {
  name = 'SealMailBodies1763700006300';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "mail"."outgoing_mail" ADD COLUMN "sealed_body" text`);
    await runner.query(
      `UPDATE "mail"."outgoing_mail"
       SET "html" = regexp_replace("html", $1, $2, 'g'), "text" = regexp_replace("text", $1, $2, 'g')
       WHERE "sent_at" IS NOT NULL`,
      ['https?://[^\\s"\'<>]+', '[link removed after sending]'],
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    // A waiting mail's only full body is the encrypted one; without it the mail cannot be sent.
    await runner.query(`DELETE FROM "mail"."outgoing_mail" WHERE "sealed_body" IS NOT NULL AND "sent_at" IS NULL`);
    await runner.query(`ALTER TABLE "mail"."outgoing_mail" DROP COLUMN "sealed_body"`);
  }
}
