import { Inject, Injectable } from '@nestjs/common';
import type { ActivityItem, JobDashboardView, JobStatsView } from '@reelmix/contracts';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { JobFiguresRepository } from './job-figures.repository';

const WEEK_MS = 7 * 86_400_000;

/** The dashboard's Video Jobs card and the jobs part of its recent activity (docs/product-rules.md#admin-dashboard). */
@Injectable()
export class JobFiguresService {
  constructor(
    private readonly figures: JobFiguresRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Every job, and those made in the last seven days. */
  async stats(): Promise<JobStatsView> {
    const { total, since } = await this.figures.countAll(new Date(this.clock.now().getTime() - WEEK_MS));
    return { total, thisWeek: since };
  }

  /** The dashboard's jobs card and the jobs part of its activity, in one answer. */
  async dashboard(limit: number): Promise<JobDashboardView> {
    const [jobs, activity] = await Promise.all([this.stats(), this.activity(limit)]);
    return { jobs, activity };
  }

  /** Jobs made, finished and failed, newest first. */
  async activity(limit: number): Promise<ActivityItem[]> {
    const rows = await this.figures.recentActivity(limit);
    return rows.map((row) => ({ action: row.action, user: row.userId, date: row.at.toISOString() }));
  }
}
