import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Events } from '@reelmix/contracts';
import { OutboxWriter } from '@reelmix/messaging';
import { APP_CONFIG, CLOCK, type Clock, PeriodicTask } from '@reelmix/service-host';
import { DataSource } from 'typeorm';
import type { BillingConfig } from '../billing.config';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider';
import { TestPaymentProvider } from '../provider/built-in/test-payment-provider';
import { InvoicesService } from '../invoices/invoices.service';
import { isComplimentary } from '../subscriptions/complimentary';
import { Subscription } from '../subscriptions/subscription.entity';
import { SubscriptionSyncService } from '../subscriptions/subscription-sync.service';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';

/**
 * Work that time triggers: the "trial ends in 2 days" notice, and in local mode the test
 * provider's renewals, their payments and period-end cancellations (Stripe does those itself and
 * sends webhooks).
 */
@Injectable()
export class BillingSweepService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly task: PeriodicTask<void>;

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly sync: SubscriptionSyncService,
    private readonly invoices: InvoicesService,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: BillingConfig,
  ) {
    this.task = new PeriodicTask({
      name: 'Billing sweep',
      everyMs: config.BILLING_SWEEP_MS,
      logger: new Logger(BillingSweepService.name),
      run: () => this.pass(),
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

  private async pass(): Promise<void> {
    if (this.provider instanceof TestPaymentProvider) {
      // Only the provider's own subscriptions move on; complimentary ones have no period to end.
      for (const snapshot of await this.provider.advance()) {
        if (isComplimentary(snapshot.id)) continue;
        await this.dataSource.transaction((manager) => this.sync.apply(manager, snapshot));
      }
      for (const invoice of await this.provider.undeliveredInvoices()) {
        await this.dataSource.transaction((manager) => this.invoices.recordPaid(manager, invoice));
        await this.provider.markDelivered(invoice.id);
      }
    }
    await this.noticeEndingTrials();
  }

  private async noticeEndingTrials(): Promise<void> {
    const now = this.clock.now();
    const deadline = new Date(now.getTime() + this.config.TRIAL_ENDING_NOTICE_HOURS * 3_600_000);
    for (const candidate of await this.subscriptions.trialsEndingBy(deadline, now)) {
      await this.dataSource.transaction(async (manager) => {
        // Claimed under the row lock, so two sweeps (or two billing replicas) send one notice.
        const claimed = await manager
          .createQueryBuilder()
          .update(Subscription)
          .set({ trialEndingNotifiedAt: now })
          .where('id = :id AND trial_ending_notified_at IS NULL', { id: candidate.id })
          .execute();
        if (!claimed.affected || !candidate.trialEnd) return;
        await this.outbox.add(manager, Events.TrialEnding, {
          userId: candidate.userId,
          subscriptionId: candidate.id,
          trialEnd: candidate.trialEnd.toISOString(),
        });
      });
    }
  }
}
