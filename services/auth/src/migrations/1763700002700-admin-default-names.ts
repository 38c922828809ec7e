import { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_ADMIN_FIRST_NAME, DEFAULT_ADMIN_LAST_NAME } from '../admins/admin-names';

/**
 * Admins created before they got default names have a blank first or last name, and the profile
 * form (which requires both) could never be saved for them. They get the names new admins get.
 */
export class AdminDefaultNames1763700002700 implements MigrationInterface {
  name = 'AdminDefaultNames1763700002700';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`UPDATE "auth"."admins" SET "first_name" = $1 WHERE btrim("first_name") = ''`, [DEFAULT_ADMIN_FIRST_NAME]);
    await runner.query(`UPDATE "auth"."admins" SET "last_name" = $1 WHERE btrim("last_name") = ''`, [DEFAULT_ADMIN_LAST_NAME]);
  }

  /** Nothing to undo: which names were blank before is not known, and a name does no harm. */
  async down(): Promise<void> {}
}
