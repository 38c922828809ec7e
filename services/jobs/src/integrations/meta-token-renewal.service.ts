import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { META_TOKEN_RENEW_WITHIN_MS } from '@reelmix/contracts';
import { CLOCK, type Clock, PeriodicTask } from '@reelmix/service-host';
import { AdConnectionsRepository } from './ad-connections.repository';
import { MetaLoginService } from './meta-login.service';

/** Once a day: Meta's long-lived login tokens last about 60 days, so a day's delay never matters. */
const RENEWAL_EVERY_MS = 86_400_000;

export interface RenewalPass {
  renewed: number;
  failed: number;
}

/**
 * Login tokens close to their end are traded for fresh ones before they stop working. One Meta
 * will not renew stays connected until its end: the Integrations page shows the date and asks
 * the buyer to log in again (contracts meta-login). Pasted system-user tokens never end.
 */
@Injectable()
export class MetaTokenRenewalService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MetaTokenRenewalService.name);
  private readonly task: PeriodicTask<RenewalPass>;

  constructor(
    private readonly connections: AdConnectionsRepository,
    private readonly login: MetaLoginService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.task = new PeriodicTask({ name: 'Meta token renewal', everyMs: RENEWAL_EVERY_MS, jitter: 0.1, logger: this.logger, run: () => this.renewDue() });
  }

  onApplicationBootstrap(): void {
    if (this.login.offer().offered) this.task.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }

  /** One pass now (a call during a pass joins it). */
  async renewNow(): Promise<RenewalPass> {
    return (await this.task.runNow()) ?? { renewed: 0, failed: 0 };
  }

  private async renewDue(): Promise<RenewalPass> {
    const now = this.clock.now();
    const due = await this.connections.expiringBetween('meta', now, new Date(now.getTime() + META_TOKEN_RENEW_WITHIN_MS));
    const pass: RenewalPass = { renewed: 0, failed: 0 };
    for (const connection of due) {
      try {
        if (await this.login.renew(connection)) pass.renewed += 1;
      } catch (error) {
        pass.failed += 1;
        // The error names the call's path alone, never the token; the buyer is warned on the page.
        this.logger.warn(`The Meta token of user ${connection.userId} could not be renewed; it ends ${connection.expiresAt?.toISOString()}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return pass;
  }
}
