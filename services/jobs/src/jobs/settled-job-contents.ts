import type { Job } from './job.entity';
import type { ClipName, FinishedOutput } from './job-view';

/** What a view shows besides the job row: its clips' names and its finished outputs' file names. */
export interface JobContents {
  clips: ClipName[];
  finished: FinishedOutput[];
}

/** About 2 KB a job of 27 outputs: a few megabytes at most. */
const MAX_JOBS = 2000;

/** Completed and failed jobs: result handlers skip them, so their contents change only by a buyer's edit. */
export const isSettled = (job: Pick<Job, 'status'>) => job.status === 'completed' || job.status === 'failed';

type CachedJob = Pick<Job, 'id' | 'status' | 'revision'>;

/**
 * The contents of settled jobs, kept in memory by job id and revision. A settled job still
 * changes when clips are removed from it (its outputs go too, and it stays completed), but every
 * such change bumps its revision (a database trigger), and the job row is always read: an entry
 * of another revision is never answered, so no replica needs telling about anything. A history
 * (polled by every open dashboard) reads only the job rows once its jobs are in here. A deleted
 * job is never shown; its entry just ages out. Least recently used entries go first.
 */
export class SettledJobContents {
  private readonly entries = new Map<string, { revision: string; contents: JobContents }>();

  get(job: CachedJob): JobContents | undefined {
    const entry = this.entries.get(job.id);
    if (!entry) return undefined;
    this.entries.delete(job.id);
    if (job.revision === undefined || entry.revision !== job.revision) return undefined;
    this.entries.set(job.id, entry);
    return entry.contents;
  }

  keep(job: CachedJob, contents: JobContents): void {
    if (!isSettled(job) || job.revision === undefined) return;
    this.entries.delete(job.id);
    this.entries.set(job.id, { revision: job.revision, contents });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_JOBS) break;
      this.entries.delete(oldest);
    }
  }
}
