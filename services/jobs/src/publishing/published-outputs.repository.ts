import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In } from 'typeorm';
import { PublishedOutput } from './published-output.entity';

/** Where an output's publishing is done or given up: the publisher no longer looks at it. */
const SETTLED_STATES = ['published', 'failed'];

@Injectable()
export class PublishedOutputsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The ledger rows of a job in an ad set, whatever publication made them. */
  inAdSet(manager: EntityManager, adSetId: string, jobId: string): Promise<PublishedOutput[]> {
    return manager.getRepository(PublishedOutput).findBy({ adSetId, jobId });
  }

  async add(manager: EntityManager, rows: PublishedOutput[]): Promise<void> {
    if (rows.length > 0) await manager.getRepository(PublishedOutput).insert(rows);
  }

  /** Failed rows tried again under a new publication; every platform id they already have is kept. */
  async retryUnder(manager: EntityManager, ids: string[], publicationId: string, now: Date): Promise<void> {
    if (ids.length === 0) return;
    await manager
      .getRepository(PublishedOutput)
      .update({ id: In(ids) }, { publicationId, state: 'queued', error: null, attempts: 0, dueAt: now, leaseUntil: null, processingSince: null, updatedAt: now });
  }

  ofPublications(publicationIds: string[]): Promise<PublishedOutput[]> {
    if (publicationIds.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(PublishedOutput).find({ where: { publicationId: In(publicationIds) }, order: { fileName: 'ASC' } });
  }

  ofJob(jobId: string, userId: string): Promise<PublishedOutput[]> {
    return this.dataSource.getRepository(PublishedOutput).find({ where: { jobId, userId }, order: { fileName: 'ASC' } });
  }

  /**
   * Takes the next due row with a lease, or null. SKIP LOCKED lets several publishers (replicas)
   * take different rows; a lease that ran out (its publisher crashed) makes the row due again.
   */
  async claimDue(now: Date, leaseMs: number): Promise<PublishedOutput | null> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `UPDATE "jobs"."published_outputs" SET "lease_until" = $2
        WHERE "id" = (
          SELECT "id" FROM "jobs"."published_outputs"
           WHERE "state" <> ALL($3) AND "due_at" <= $1 AND ("lease_until" IS NULL OR "lease_until" < $1)
           ORDER BY "due_at", "file_name" LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING "id"`,
      [now, new Date(now.getTime() + leaseMs), SETTLED_STATES],
    ).then((result: unknown) => (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as Record<string, unknown>[]);
    const id = rows[0]?.id;
    return typeof id === 'string' ? this.dataSource.getRepository(PublishedOutput).findOneBy({ id }) : null;
  }

  async update(id: string, changes: Partial<Omit<PublishedOutput, 'id'>>, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(PublishedOutput).update({ id }, changes);
  }

  /**
   * Changes a row only while the caller still holds the lease it took (`heldLease`): false when
   * the lease ran out and another publisher took the row, which must then be left to it.
   */
  async updateWhileLeased(id: string, heldLease: Date, changes: Partial<Omit<PublishedOutput, 'id'>>, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const result = await manager.getRepository(PublishedOutput).update({ id, leaseUntil: heldLease }, changes);
    return (result.affected ?? 0) > 0;
  }

  /** The soonest time a row not yet settled is due, or null when none waits. */
  async nextDue(): Promise<Date | null> {
    const [row]: { due: Date | null }[] = await this.dataSource.query(
      `SELECT min("due_at") AS "due" FROM "jobs"."published_outputs" WHERE "state" <> ALL($1)`,
      [SETTLED_STATES],
    );
    return row?.due ?? null;
  }
}
