import { MigrationInterface, QueryRunner } from 'typeorm';

/** Message priority for outbox rows: render tasks of Pro jobs are consumed first. */
export class OutboxPriority1763700000200 implements MigrationInterface {
  name = 'OutboxPriority1763700000200';

  async up(runner: QueryRunner): Promise<void> {
    const schema = (runner.connection.options as { schema?: string }).schema;
    await runner.query(`ALTER TABLE "${schema}"."outbox" ADD COLUMN "priority" int NOT NULL DEFAULT 0`);
  }

  async down(runner: QueryRunner): Promise<void> {
    const schema = (runner.connection.options as { schema?: string }).schema;
    await runner.query(`ALTER TABLE "${schema}"."outbox" DROP COLUMN "priority"`);
  }
}
