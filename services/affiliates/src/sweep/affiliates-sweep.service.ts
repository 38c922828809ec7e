import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, PeriodicTask } from '@reelmix/service-host';
import type { AffiliatesConfig } from '../affiliates.config';
import { ApprovalService } from '../commissions/approval.service';

/** Work that time triggers: approving commissions whose refund window has passed (`AFFILIATE_SWEEP_MS`). */
@Injectable()
export class AffiliatesSweepService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly task: PeriodicTask;

  constructor(approval: ApprovalService, @Inject(APP_CONFIG) config: AffiliatesConfig) {
    this.task = new PeriodicTask({
      name: 'Affiliate sweep',
      everyMs: config.AFFILIATE_SWEEP_MS,
      logger: new Logger(AffiliatesSweepService.name),
      run: () => approval.approveDue(),
    });
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }

  /** One pass; a call during a pass joins it. */
  async sweep(): Promise<void> {
    await this.task.runNow();
  }
}
