import { Inject, Injectable } from '@nestjs/common';
import { type Plan, QuotaErrors, quotasOf, rollingWindowUsed, rollingWindowWaitMs } from '@reelmix/contracts';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { JobRepository } from '../jobs/job.repository';
import { RenderRunsRepository } from './render-runs.repository';

const DAY_MS = 86_400_000;

export interface RenderRunRequest {
  userId: string;
  jobId: string;
  /** The caller's plan now, not the one the job was uploaded under. */
  plan: Plan;
  /** Outputs this run schedules: combinations x placements. */
  outputs: number;
}

/**
 * The plan's quotas on rendering (plan-policy quotas): jobs in flight and outputs per rolling day. Every
 * start of rendering passes here inside its own transaction, and is recorded if admitted.
 */
@Injectable()
export class RenderQuotaService {
  constructor(
    private readonly jobs: JobRepository,
    private readonly runs: RenderRunsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Refuses with a 429 quota error, or records the run. Starts of one user take a lock in turn, so
   * two at once cannot both take the last slot or the last outputs of the day.
   */
  async admitRun(manager: EntityManager, run: RenderRunRequest): Promise<void> {
    await this.runs.lockUser(manager, run.userId);
    const quotas = quotasOf(run.plan);
    const running = await this.jobs.countRenderingOf(manager, run.userId);
    if (running >= quotas.jobsInFlight) throw QuotaErrors.jobsInFlight(run.plan, running);

    const now = this.clock.now();
    const recent = await this.runs.startedSince(manager, run.userId, new Date(now.getTime() - DAY_MS));
    const entries = recent.map((row) => ({ at: row.startedAt, amount: row.outputs }));
    const waitMs = rollingWindowWaitMs(entries, { limit: quotas.outputsPerDay, windowMs: DAY_MS }, run.outputs, now);
    if (waitMs > 0) throw QuotaErrors.outputsPerDay(run.plan, run.outputs, rollingWindowUsed(entries, DAY_MS, now), waitMs);

    await this.runs.add(manager, { id: randomUUID(), userId: run.userId, jobId: run.jobId, outputs: run.outputs, startedAt: now });
  }
}
