import type { Job } from './job.entity';

/**
 * A finished job (completed or failed) that will render more: back to pending, its finished
 * outputs kept, its last run's message and end time cleared.
 */
export function reopen(job: Job): void {
  Object.assign(job, { status: 'pending', message: '', completedAt: null });
}
