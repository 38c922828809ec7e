import type { Job } from './job.entity';
import type { ClipName } from './job-view';

/** What a view shows besides the job row: its clips' names and its finished outputs' file names. */
export interface JobContents {
  clips: ClipName[];
  finished: string[];
}

/** About 2 KB a job of 27 outputs: a few megabytes at most. */
const MAX_JOBS = 2000;

/** Completed and failed jobs: result handlers skip them, so their clips and outputs never change again. */
export const isSettled = (job: Pick<Job, 'status'>) => job.status === 'completed' || job.status === 'failed';

/**
 * The contents of settled jobs, kept in memory by job id. They cannot go stale, so no replica
 * needs telling about anything: a history (polled by every open dashboard) reads only the job
 * rows once its jobs are in here. The job row itself is always read, so a deleted job is never
 * shown; its entry just ages out. Least recently used entries go first.
 */
export class SettledJobContents {
  private readonly entries = new Map<string, JobContents>();

  get(jobId: string): JobContents | undefined {
    const contents = this.entries.get(jobId);
    if (contents) {
      this.entries.delete(jobId);
      this.entries.set(jobId, contents);
    }
    return contents;
  }

  keep(job: Pick<Job, 'id' | 'status'>, contents: JobContents): void {
    if (!isSettled(job)) return;
    this.entries.delete(job.id);
    this.entries.set(job.id, contents);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_JOBS) break;
      this.entries.delete(oldest);
    }
  }
}
