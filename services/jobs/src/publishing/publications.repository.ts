import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, IsNull, LessThanOrEqual, Not } from 'typeorm';
import { Publication } from './publication.entity';

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
