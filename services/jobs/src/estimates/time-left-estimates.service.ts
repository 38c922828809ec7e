import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { EntityManager } from 'typeorm';
import type { Job } from '../jobs/job.entity';
import { RenderQueueRepository } from './render-queue.repository';
import { learnedUnitCosts, secondsLeft, type UnitCosts } from './time-left-estimate';

/** How far back finished runs teach the unit costs, and how many of them: recent enough to be this machine as it is now. */
const LEARNING = { days: 7, runs: 20 } as const;
/**
 * The learned costs change only when a job completes and move slowly then; kept this long, a
 * view polled every 3 s by every watching customer does not read the finished runs each time.
 */
const LEARNED_COSTS_KEPT_MS = 60_000;

/** Seconds left of rendering jobs, read afresh on every view so the figure falls as outputs arrive. */
@Injectable()
export class TimeLeftEstimates {
  private learned?: { costs: UnitCosts; at: number };

  constructor(
    private readonly queue: RenderQueueRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The estimate of each of `jobs` that is rendering; nothing is read when none is. */
  async secondsLeftOf(jobs: ReadonlyArray<Pick<Job, 'id' | 'status'>>, manager: EntityManager): Promise<Map<string, number>> {
    const estimates = new Map<string, number>();
    if (!jobs.some((job) => job.status === 'processing')) return estimates;
    const [queue, costs] = await Promise.all([this.queue.rendering(manager), this.costs(manager)]);
    for (const job of jobs) {
      const queued = queue.find((entry) => entry.id === job.id);
      if (job.status === 'processing' && queued) estimates.set(job.id, secondsLeft(queued, queue, costs));
    }
    return estimates;
  }

  private async costs(manager: EntityManager): Promise<UnitCosts> {
    const now = this.clock.now().getTime();
    if (this.learned && now - this.learned.at < LEARNED_COSTS_KEPT_MS) return this.learned.costs;
    const since = new Date(now - LEARNING.days * 24 * 60 * 60_000);
    const costs = learnedUnitCosts(await this.queue.finishedAlone(manager, since, LEARNING.runs));
    this.learned = { costs, at: now };
    return costs;
  }
}
