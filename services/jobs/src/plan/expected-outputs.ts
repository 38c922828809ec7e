import { DomainError } from '@reelmix/contracts';
import type { JobClip } from '../jobs/job-clip.entity';
import type { Job } from '../jobs/job.entity';
import { newOutputsOf, type OutputIdentity } from '../jobs/new-outputs';
import { plannedOutputsOf } from './job-plan';

/**
 * The outputs a job will have once rendered: the finished ones it keeps, and the planned ones it
 * has not made yet. A plan that cannot be made of the clips left (a balanced test larger than the
 * combinations still allowed) expects only what is finished: a start then answers why.
 */
export function expectedOutputsOf(job: Pick<Job, 'plan' | 'placements' | 'number'>, clips: readonly JobClip[], finished: ReadonlyArray<OutputIdentity & { fileName: string }>): number {
  try {
    return finished.length + newOutputsOf(plannedOutputsOf(job, clips, finished), finished).length;
  } catch (error) {
    if (error instanceof DomainError) return finished.length;
    throw error;
  }
}
