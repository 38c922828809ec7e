import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { deletedCount } from '../sessions/sessions.repository';

/**
 * The `auth.login_attempts` counters. Fixed windows: a key's window starts at its first failure
 * and its count restarts once the window has passed. Every statement is a single atomic upsert,
 * so replicas counting the same key at once never lose an increment.
 */
@Injectable()
export class LoginAttemptsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Failures of each key within its current window; keys without any are absent. */
  async failures(keys: string[], windowMinutes: number): Promise<Map<string, number>> {
    const rows: Array<{ key: string; failures: number }> = await this.dataSource.query(
      `SELECT "key", "failures" FROM "auth"."login_attempts"
       WHERE "key" = ANY($1::text[]) AND "window_start" > now() - make_interval(mins => $2)`,
      [keys, windowMinutes],
    );
    return new Map(rows.map((row) => [row.key, Number(row.failures)]));
  }

  async addFailure(keys: string[], windowMinutes: number): Promise<void> {
    // Sorted, so two upserts touching the same keys lock them in the same order (no deadlock).
    await this.dataSource.query(
      `INSERT INTO "auth"."login_attempts" AS a ("key", "window_start", "failures")
       SELECT k, now(), 1 FROM unnest($1::text[]) AS k
       ON CONFLICT ("key") DO UPDATE SET
         "failures" = CASE WHEN a."window_start" <= now() - make_interval(mins => $2) THEN 1 ELSE a."failures" + 1 END,
         "window_start" = CASE WHEN a."window_start" <= now() - make_interval(mins => $2) THEN now() ELSE a."window_start" END`,
      [[...keys].sort(), windowMinutes],
    );
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM "auth"."login_attempts" WHERE "key" = $1`, [key]);
  }

  /** Deletes a batch of counters whose window has passed; they would restart at 1 anyway. */
  async deleteExpired(windowMinutes: number, batch = 1000): Promise<number> {
    const result = await this.dataSource.query(
      `DELETE FROM "auth"."login_attempts" WHERE "key" IN (
         SELECT "key" FROM "auth"."login_attempts"
         WHERE "window_start" <= now() - make_interval(mins => $1)
         LIMIT $2 FOR UPDATE SKIP LOCKED)`,
      [windowMinutes, batch],
    );
    return deletedCount(result);
  }
}
