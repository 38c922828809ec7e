import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PlacementName, UploadSection } from '@reelmix/contracts';
import { DataSource, EntityManager, IsNull, MoreThanOrEqual, Not } from 'typeorm';
import { JobOutput } from './job-output.entity';

/** The order outputs are listed in: by combination (intro, text, body, cta), then by name (placements of one combination together). */
const COMBINATION_ORDER = { intro: 'ASC', text: 'ASC', body: 'ASC', cta: 'ASC', fileName: 'ASC' } as const;

/** What the render reports of a stored output. */
export type StoredOutput = Pick<JobOutput, 'doneAt' | 'durationSec' | 'width' | 'height' | 'sizeBytes' | 'sha256'>;

/** The `job_outputs` table: each combination in each placement a job renders, and what became of it. */
@Injectable()
export class JobOutputsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  named(manager: EntityManager, jobId: string, fileName: string): Promise<JobOutput | null> {
    return manager.findOne(JobOutput, { where: { jobId, fileName } });
  }

  finishedNamed(manager: EntityManager, jobId: string, fileName: string): Promise<JobOutput | null> {
    return manager.findOne(JobOutput, { where: { jobId, fileName, doneAt: Not(IsNull()) } });
  }

  finishedOf(manager: EntityManager, jobId: string): Promise<JobOutput[]> {
    return manager.find(JobOutput, { where: { jobId, doneAt: Not(IsNull()) } });
  }

  finishedInOrder(manager: EntityManager, jobId: string): Promise<JobOutput[]> {
    return manager.find(JobOutput, { where: { jobId, doneAt: Not(IsNull()) }, order: COMBINATION_ORDER });
  }

  allInOrder(manager: EntityManager, jobId: string): Promise<JobOutput[]> {
    return manager.find(JobOutput, { where: { jobId }, order: COMBINATION_ORDER });
  }

  /** The finished outputs' names of the user's other jobs (their ads may share an account with this job's). */
  async finishedNamesOfOtherJobs(userId: string, jobId: string, manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const rows: Array<{ file_name: string }> = await manager.query(
      `SELECT DISTINCT o."file_name" FROM "jobs"."job_outputs" o JOIN "jobs"."jobs" j ON j."id" = o."job_id"
       WHERE j."user_id" = $1 AND j."id" <> $2 AND o."done_at" IS NOT NULL`,
      [userId, jobId],
    );
    return rows.map((row) => row.file_name);
  }

  /** Whether an output of the job was stored at or after `since` (one indexed look-up). */
  anyFinishedSince(manager: EntityManager, jobId: string, since: Date): Promise<boolean> {
    return manager.exists(JobOutput, { where: { jobId, doneAt: MoreThanOrEqual(since) } });
  }

  /** Not requested yet, by name; of one placement when given. */
  waitingToCombine(manager: EntityManager, jobId: string, placement?: PlacementName): Promise<JobOutput[]> {
    return manager.find(JobOutput, { where: { jobId, ...(placement ? { placement } : {}), requestedAt: IsNull() }, order: { fileName: 'ASC' } });
  }

  async add(manager: EntityManager, outputs: JobOutput[]): Promise<void> {
    await manager.insert(JobOutput, outputs);
  }

  async markRequested(manager: EntityManager, jobId: string, fileName: string, taskId: string, at: Date): Promise<void> {
    await manager.update(JobOutput, { jobId, fileName }, { requestedAt: at, taskId });
  }

  async markStored(manager: EntityManager, jobId: string, fileName: string, stored: StoredOutput): Promise<void> {
    await manager.update(JobOutput, { jobId, fileName }, stored);
  }

  /** What a failed run left unfinished: it is planned again like any missing output. */
  async removeUnfinished(manager: EntityManager, jobId: string): Promise<void> {
    await manager.delete(JobOutput, { jobId, doneAt: IsNull() });
  }

  /** Removes every output made from the clip at this section and position; answers the rows removed. */
  async removeMadeFrom(manager: EntityManager, jobId: string, section: UploadSection, position: number): Promise<JobOutput[]> {
    const madeFromIt = { jobId, [section]: position };
    const outputs = await manager.find(JobOutput, { where: madeFromIt });
    if (outputs.length > 0) await manager.delete(JobOutput, madeFromIt);
    return outputs;
  }

  /** The bytes of the stored outputs of each user who has any, one number per user. */
  async storedBytesPerUser(): Promise<number[]> {
    const rows: Array<{ bytes: string }> = await this.dataSource.query(
      `SELECT SUM("output"."size_bytes")::text AS "bytes"
       FROM "jobs"."job_outputs" AS "output" JOIN "jobs"."jobs" AS "job" ON "job"."id" = "output"."job_id"
       WHERE "output"."size_bytes" IS NOT NULL
       GROUP BY "job"."user_id"`,
    );
    return rows.map((row) => Number(row.bytes));
  }
}
