import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions end after a spell without use as well as at their absolute end, so admin sessions
 * now keep when they were last used, as customer ones already did. A customer session also keeps
 * what names its device in the Account page's list: the User-Agent seen at sign-in and the
 * network (an IPv4 /24 or an IPv6 /48) it came from, never the address itself. Sessions opened
 * before this have neither, and are listed as an unknown device.
 */
export class SessionDevicesAndIdle1763700003400 implements MigrationInterface {
  name = 'SessionDevicesAndIdle1763700003400';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "auth"."sessions" ADD COLUMN "user_agent" text, ADD COLUMN "network" text`);
    await runner.query(`ALTER TABLE "auth"."admin_sessions" ADD COLUMN "last_seen_at" timestamptz NOT NULL DEFAULT now()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "auth"."admin_sessions" DROP COLUMN "last_seen_at"`);
    await runner.query(`ALTER TABLE "auth"."sessions" DROP COLUMN "network", DROP COLUMN "user_agent"`);
  }
}
