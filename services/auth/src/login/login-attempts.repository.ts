import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { deletedCount } from '../sessions/sessions.repository';

/** A key's counted attempts since its count last started, and when the last one was counted. */
export interface AttemptCounter {
  failures: number;
  windowStart: Date;
  lastFailureAt: Date;
}

/**
 * When a key's count starts again from one. `fixed-window`: a window after its first attempt
 * (request throttles: "5 per hour"). `after-quiet`: once a window has passed without an attempt
 * (login limits: a guesser who keeps going keeps their count, however slowly they go).
 */
export type CountRestart = 'fixed-window' | 'after-quiet';

const RESTART_COLUMN: Record<CountRestart, string> = { 'fixed-window': 'window_start', 'after-quiet': 'last_failure_at' };

/**
 * The `auth.login_attempts` counters. Times come from the service's clock, not the database's, so
 * tests that move time see the limits move with it. Each write is one atomic upsert, so replicas
 * counting the same key at once never lose an increment.
 */
@Injectable()
export class LoginAttemptsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The stored counters of these keys, stale or not (the caller's rule decides); absent keys have none. */
  async read(keys: string[]): Promise<Map<string, AttemptCounter>> {
    const rows: Array<{ key: string; failures: number; window_start: Date; last_failure_at: Date }> = await this.dataSource.query(
      `SELECT "key", "failures", "window_start", "last_failure_at" FROM "auth"."login_attempts" WHERE "key" = ANY($1::text[])`,
      [keys],
    );
    return new Map(
      rows.map((row) => [row.key, { failures: Number(row.failures), windowStart: row.window_start, lastFailureAt: row.last_failure_at }]),
    );
  }

  async addFailure(keys: string[], now: Date, windowMs: number, restart: CountRestart): Promise<void> {
    const column = RESTART_COLUMN[restart];
    const stale = `a."${column}" <= $3::timestamptz`;
    // Sorted, so two upserts touching the same keys lock them in the same order (no deadlock).
    await this.dataSource.query(
      `INSERT INTO "auth"."login_attempts" AS a ("key", "window_start", "failures", "last_failure_at")
       SELECT k, $2::timestamptz, 1, $2::timestamptz FROM unnest($1::text[]) AS k
       ON CONFLICT ("key") DO UPDATE SET
         "failures" = CASE WHEN ${stale} THEN 1 ELSE a."failures" + 1 END,
         "window_start" = CASE WHEN ${stale} THEN $2::timestamptz ELSE a."window_start" END,
         "last_failure_at" = $2::timestamptz`,
      [[...keys].sort(), now, new Date(now.getTime() - windowMs)],
    );
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM "auth"."login_attempts" WHERE "key" = $1`, [key]);
  }

  /**
   * Deletes a batch of counters with no attempt since `before`; they would restart at 1 anyway
   * (a counter's last attempt is never earlier than its window's start).
   */
  async deleteIdleSince(before: Date, batch = 1000): Promise<number> {
    const result = await this.dataSource.query(
      `DELETE FROM "auth"."login_attempts" WHERE "key" IN (
         SELECT "key" FROM "auth"."login_attempts"
         WHERE "last_failure_at" <= $1::timestamptz
         LIMIT $2 FOR UPDATE SKIP LOCKED)`,
      [before, batch],
    );
    return deletedCount(result);
  }
}
