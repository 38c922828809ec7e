import { MigrationInterface, QueryRunner } from 'typeorm';

/** The paying card's brand and last four digits, which payment receipts name. Unknown (null) for older rows. */
export class AddSubscriptionCard1763700003300 implements MigrationInterface {
  name = 'AddSubscriptionCard1763700003300';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "billing"."subscriptions" ADD COLUMN "card_brand" text, ADD COLUMN "card_last4" text`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "billing"."subscriptions" DROP COLUMN "card_last4", DROP COLUMN "card_brand"`);
  }
}
