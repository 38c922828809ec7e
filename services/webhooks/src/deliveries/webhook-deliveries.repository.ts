import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { type DeliveryRow } from './delivery-view';
import { WebhookDelivery } from './webhook-delivery.entity';

/** A claimed delivery with everything an attempt needs. */
export interface DueDelivery {
  id: string;
  eventId: string;
  /** Failed attempts so far. */
  attempts: number;
  createdAt: Date;
  /** The database's time at the claim: the delivery's age is measured on one clock. */
  claimedAt: Date;
  url: string;
  /** As stored: encrypted (StoredSigningSecrets opens it). */
  secret: string;
  body: string;
}

/** The outcome of one attempt, as the log keeps it. */
export interface AttemptRecord {
  status: number | null;
  error: string | null;
}

const ROW_COLUMNS = `d."id", d."endpoint_id", d."event_id", e."type", d."status", d."attempts", d."created_at",
  d."last_attempt_at", d."next_attempt_at", d."last_status", d."last_error", d."delivered_at"`;

@Injectable()
export class WebhookDeliveriesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async addPending(manager: EntityManager, { eventId, userId, endpointIds }: { eventId: string; userId: string; endpointIds: string[] }): Promise<void> {
    await manager.insert(
      WebhookDelivery,
      endpointIds.map((endpointId) => ({ id: randomUUID(), eventId, endpointId, userId })),
    );
  }

  /**
   * Claims up to `limit` due deliveries for one sweep. The rows are locked only for this
   * statement (SKIP LOCKED: other replicas take other rows); what keeps them from being claimed
   * again while their POST is under way is the lease, `next_attempt_at` moved `leaseMs` ahead.
   * A replica that dies mid-attempt leaves the lease to run out, and the delivery is sent again.
   */
  async claimDue(limit: number, leaseMs: number): Promise<DueDelivery[]> {
    const rows: Array<{ id: string; event_id: string; attempts: number; created_at: Date; claimed_at: Date; url: string; secret: string; body: string }> =
      await this.dataSource.query(
        `WITH due AS (
           SELECT "id" FROM "webhooks"."deliveries"
           WHERE "status" = 'pending' AND "next_attempt_at" <= now()
           ORDER BY "next_attempt_at"
           LIMIT $1
           FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE "webhooks"."deliveries" d SET "next_attempt_at" = now() + $2::double precision * interval '1 millisecond'
           FROM due WHERE d."id" = due."id"
           RETURNING d."id", d."event_id", d."endpoint_id", d."attempts", d."created_at"
         )
         SELECT c."id", c."event_id", c."attempts", c."created_at", now() AS "claimed_at", p."url", p."secret", e."body"
         FROM claimed c
         JOIN "webhooks"."endpoints" p ON p."id" = c."endpoint_id"
         JOIN "webhooks"."events" e ON e."id" = c."event_id"`,
        [limit, leaseMs],
      );
    return rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      attempts: row.attempts,
      createdAt: row.created_at,
      claimedAt: row.claimed_at,
      url: row.url,
      secret: row.secret,
      body: row.body,
    }));
  }

  async markDelivered(id: string, status: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE "webhooks"."deliveries"
       SET "status" = 'delivered', "attempts" = "attempts" + 1, "last_attempt_at" = now(), "last_status" = $2,
           "last_error" = NULL, "delivered_at" = now(), "next_attempt_at" = NULL
       WHERE "id" = $1 AND "status" = 'pending'`,
      [id, status],
    );
  }

  /** Records a failed attempt: due again in `retryInMs` (database time), or failed for good when null. */
  async markAttemptFailed(id: string, attempt: AttemptRecord, retryInMs: number | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE "webhooks"."deliveries"
       SET "attempts" = "attempts" + 1, "last_attempt_at" = now(), "last_status" = $2, "last_error" = $3,
           "status" = CASE WHEN $4::double precision IS NULL THEN 'failed' ELSE 'pending' END,
           "next_attempt_at" = now() + $4::double precision * interval '1 millisecond'
       WHERE "id" = $1 AND "status" = 'pending'`,
      [id, attempt.status, attempt.error, retryInMs],
    );
  }

  /** An endpoint's log, newest first. */
  listOf(endpointId: string, limit: number): Promise<DeliveryRow[]> {
    return this.dataSource.query(
      `SELECT ${ROW_COLUMNS} FROM "webhooks"."deliveries" d JOIN "webhooks"."events" e ON e."id" = d."event_id"
       WHERE d."endpoint_id" = $1 ORDER BY d."created_at" DESC, d."id" DESC LIMIT $2`,
      [endpointId, limit],
    );
  }

  async findOf(userId: string, deliveryId: string): Promise<DeliveryRow | null> {
    const rows: DeliveryRow[] = await this.dataSource.query(
      `SELECT ${ROW_COLUMNS} FROM "webhooks"."deliveries" d JOIN "webhooks"."events" e ON e."id" = d."event_id"
       WHERE d."id" = $1 AND d."user_id" = $2`,
      [deliveryId, userId],
    );
    return rows[0] ?? null;
  }

  /**
   * A new pending delivery of the same event to the same endpoint, due now. Nothing is written
   * when the endpoint or the event was deleted since `of` was read.
   */
  async addCopy(of: DeliveryRow, userId: string): Promise<DeliveryRow | null> {
    const id = randomUUID();
    const inserted: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO "webhooks"."deliveries" ("id", "event_id", "endpoint_id", "user_id")
       SELECT $1, e."id", p."id", $4 FROM "webhooks"."events" e, "webhooks"."endpoints" p
       WHERE e."id" = $2 AND p."id" = $3
       RETURNING "id"`,
      [id, of.event_id, of.endpoint_id, userId],
    );
    return inserted.length === 1 ? this.findOf(userId, id) : null;
  }

  /** Deletes the user's deliveries, pending or not; answers how many were still pending. */
  async deleteOf(manager: EntityManager, userId: string): Promise<number> {
    const [rows]: [Array<{ status: string }>, number] = await manager.query(
      `DELETE FROM "webhooks"."deliveries" WHERE "user_id" = $1 RETURNING "status"`,
      [userId],
    );
    return rows.filter((row) => row.status === 'pending').length;
  }
}
