import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox and inbox tables, created in the schema of whichever service runs this migration.
 * Every service with a database lists it in its migrations.
 */
export class MessagingTables1763700000000 implements MigrationInterface {
  name = 'MessagingTables1763700000000';

  async up(runner: QueryRunner): Promise<void> {
    const schema = schemaOf(runner);
    await runner.query(`CREATE TABLE "${schema}"."outbox" (
      "id" uuid PRIMARY KEY,
      "event_name" text NOT NULL,
      "payload" jsonb NOT NULL,
      "correlation_id" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "published_at" timestamptz,
      "attempts" int NOT NULL DEFAULT 0
    )`);
    await runner.query(
      `CREATE INDEX "outbox_unpublished_idx" ON "${schema}"."outbox" ("created_at") WHERE "published_at" IS NULL`,
    );
    await runner.query(`CREATE TABLE "${schema}"."inbox" (
      "message_id" text NOT NULL,
      "handler" text NOT NULL,
      "processed_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("message_id", "handler")
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    const schema = schemaOf(runner);
    await runner.query(`DROP TABLE "${schema}"."inbox"`);
    await runner.query(`DROP TABLE "${schema}"."outbox"`);
  }
}

function schemaOf(runner: QueryRunner): string {
  const schema = (runner.connection.options as { schema?: string }).schema;
  if (!schema) throw new Error('The messaging tables need a data source with a schema');
  return schema;
}
