import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, PeriodicTask } from '@reelmix/service-host';
import type { JobsConfig } from '../jobs.config';
import { InsightsService } from './insights.service';

/** Checks for due insight reads a sixtieth of the refresh period apart, so a read is at most that late. */
const CHECKS_PER_PERIOD = 60;

@Injectable()
export class InsightsSchedule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(InsightsSchedule.name);
  private readonly task: PeriodicTask<number>;

  constructor(insights: InsightsService, @Inject(APP_CONFIG) config: JobsConfig) {
    this.task = new PeriodicTask({
      name: 'Insights reading',
      everyMs: Math.max(1000, Math.floor(config.INSIGHTS_REFRESH_MS / CHECKS_PER_PERIOD)),
      jitter: 0.2,
      logger: this.logger,
      run: () => insights.readDue(),
    });
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }
}
