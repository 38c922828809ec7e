import { Injectable } from '@nestjs/common';
import type { PlacementName } from '@reelmix/contracts';
import { EntityManager } from 'typeorm';
import { JobSegment } from './job-segment.entity';

/** The `job_segments` table: each clip normalised for each placement a job's current run needs. */
@Injectable()
export class JobSegmentsRepository {
  /** The job's segments; of one placement when given. */
  of(manager: EntityManager, jobId: string, placement?: PlacementName): Promise<JobSegment[]> {
    return manager.find(JobSegment, { where: { jobId, ...(placement ? { placement } : {}) } });
  }

  /** Every segment row of one normalise task: two clips with the same bytes share one. */
  ofTask(manager: EntityManager, jobId: string, taskId: string): Promise<JobSegment[]> {
    return manager.find(JobSegment, { where: { jobId, taskId } });
  }

  async markDone(manager: EntityManager, jobId: string, taskId: string, doneAt: Date, durationSec: number): Promise<void> {
    await manager.update(JobSegment, { jobId, taskId }, { doneAt, durationSec });
  }

  /** A run's segments replace an earlier run's, so the segment counts (and progress) are this run's work. */
  async replaceAll(manager: EntityManager, jobId: string, segments: JobSegment[]): Promise<void> {
    await manager.delete(JobSegment, { jobId });
    await manager.insert(JobSegment, segments);
  }
}
