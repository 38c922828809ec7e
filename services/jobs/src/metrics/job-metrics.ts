import type { Plan } from '@reelmix/contracts';
import { Gauge, Histogram } from 'prom-client';

/** How a job's run ended. */
export type JobOutcome = 'completed' | 'failed';

/** What the metrics read of a job: when this run started and the plan it renders under. */
export interface JobTiming {
  startedAt: Date | null;
  accountPlan: Plan;
}

/** 1 s to 2 h: a one-combination job with kept segments is done in seconds, a full Pro job in an hour or more. */
export const JOB_SECONDS_BUCKETS = [1, 5, 10, 30, 60, 120, 300, 600, 900, 1200, 1800, 2700, 3600, 5400, 7200];

// Module scope: one instance per process, in prom-client's default registry, which /metrics serves.
// The plan label is the job's own plan (set when it started), so it costs no lookup.
export const jobDurationSeconds = new Histogram({
  name: 'reelmix_job_duration_seconds',
  help: 'Seconds from the start of a job run to its completion or failure, by outcome and plan.',
  labelNames: ['outcome', 'plan'] as const,
  buckets: JOB_SECONDS_BUCKETS,
});

export const jobFirstOutputSeconds = new Histogram({
  name: 'reelmix_job_first_output_seconds',
  help: 'Seconds from the start of a job run to its first output stored, by plan.',
  labelNames: ['plan'] as const,
  buckets: JOB_SECONDS_BUCKETS,
});

/** Read from the database, not counted up and down in memory: any replica may start or end a job. */
export const jobsProcessing = new Gauge({
  name: 'reelmix_jobs_processing',
  help: 'Jobs rendering now (all replicas agree: it is read from the database every minute).',
});

/** Seconds since the run started, or null for a job that never started (nothing to observe). */
export function secondsSinceStart(job: Pick<JobTiming, 'startedAt'>, at: Date): number | null {
  if (!job.startedAt) return null;
  return Math.max(0, (at.getTime() - job.startedAt.getTime()) / 1000);
}

export function observeJobEnded(job: JobTiming, outcome: JobOutcome, at: Date): void {
  const seconds = secondsSinceStart(job, at);
  if (seconds !== null) jobDurationSeconds.observe({ outcome, plan: job.accountPlan }, seconds);
}

export function observeFirstOutput(job: JobTiming, at: Date): void {
  const seconds = secondsSinceStart(job, at);
  if (seconds !== null) jobFirstOutputSeconds.observe({ plan: job.accountPlan }, seconds);
}
