import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '@reelmix/service-host';
import type { AffiliatesConfig } from '../affiliates.config';
import { ApprovalService } from '../commissions/approval.service';

/** Work that time triggers: approving commissions whose refund window has passed (`AFFILIATE_SWEEP_MS`). */
@Injectable()
export class AffiliatesSweepService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AffiliatesSweepService.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly approval: ApprovalService,
    @Inject(APP_CONFIG) private readonly config: AffiliatesConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.config.AFFILIATE_SWEEP_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass; overlapping calls share the pass in progress. */
  sweep(): Promise<void> {
    this.running ??= this.approval
      .approveDue()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.warn(`Affiliate sweep failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (this.running = undefined));
    return this.running;
  }
}
