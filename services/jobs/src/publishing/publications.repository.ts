import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, IsNull, LessThanOrEqual, Not } from 'typeorm';
import { Publication } from './publication.entity';

/** One of the owner's jobs published into an ad set, and when it first was. */
export interface AdSetRound {
  adSetId: string;
  jobId: string;
  jobName: string;
  jobNumber: number;
  firstPublishedAt: Date;
}

@Injectable()
export class PublicationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async add(manager: EntityManager, publication: Publication): Promise<void> {
    await manager.getRepository(Publication).insert(publication);
  }

  find(id: string): Promise<Publication | null> {
    return this.dataSource.getRepository(Publication).findOneBy({ id });
  }

  /** A job's publications, oldest first (the order they were made in). */
  ofJob(jobId: string, userId: string): Promise<Publication[]> {
    return this.dataSource.getRepository(Publication).find({ where: { jobId, userId }, order: { createdAt: 'ASC' } });
  }

  /** The customer's most recent publication, whatever job it was of; null before the first. */
  latestOf(userId: string): Promise<Publication | null> {
    return this.dataSource.getRepository(Publication).findOne({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /**
   * The rounds of every ad set the job is published into: each of the owner's jobs published
   * into one of those ad sets, once per ad set, oldest first publish first. Both the publication
   * and the job must be the owner's, so another customer's ads in the same ad set never show.
   */
  async roundsOf(jobId: string, userId: string): Promise<AdSetRound[]> {
    const rows: Array<Omit<AdSetRound, 'firstPublishedAt'> & { firstPublishedAt: Date | string }> = await this.dataSource.query(
      `SELECT p."ad_set_id" AS "adSetId", j."id" AS "jobId", j."name" AS "jobName", j."number" AS "jobNumber", MIN(p."created_at") AS "firstPublishedAt"
         FROM "jobs"."publications" p
         JOIN "jobs"."jobs" j ON j."id" = p."job_id" AND j."user_id" = $2
        WHERE p."user_id" = $2
          AND (p."platform", p."ad_set_id") IN (SELECT "platform", "ad_set_id" FROM "jobs"."publications" WHERE "job_id" = $1 AND "user_id" = $2)
        GROUP BY p."ad_set_id", j."id", j."name", j."number"
        ORDER BY p."ad_set_id", MIN(p."created_at"), j."number"`,
      [jobId, userId],
    );
    return rows.map((row) => ({ ...row, jobNumber: Number(row.jobNumber), firstPublishedAt: new Date(row.firstPublishedAt) }));
  }

  countOf(manager: EntityManager, jobId: string): Promise<number> {
    return manager.getRepository(Publication).countBy({ jobId });
  }

  /** Publications whose insights are due, soonest first. */
  dueForInsights(now: Date, limit: number): Promise<Publication[]> {
    return this.dataSource.getRepository(Publication).find({
      where: { insightsDueAt: LessThanOrEqual(now) },
      order: { insightsDueAt: 'ASC' },
      take: limit,
    });
  }

  async update(id: string, changes: Partial<Omit<Publication, 'id'>>, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(Publication).update({ id }, changes);
  }

  /** Starts the insights schedule once the publication has its first ad. */
  async scheduleInsightsFrom(manager: EntityManager, id: string, dueAt: Date): Promise<void> {
    await manager.getRepository(Publication).update({ id, insightsDueAt: IsNull() }, { insightsDueAt: dueAt });
  }

  /** Whether any publication of the job has been read. */
  async anyRead(jobId: string): Promise<boolean> {
    return this.dataSource.getRepository(Publication).exists({ where: { jobId, insightsReadAt: Not(IsNull()) } });
  }
}
