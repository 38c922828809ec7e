import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  adminActionRecorded,
  type AdminCancelProRequest,
  auditChanges,
  Events,
  type ProCancellationView,
} from '@reelmix/contracts';
import { OutboxWriter } from '@reelmix/messaging';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { BillingErrors } from '../billing-errors';
import { SubscriptionEndingService } from '../subscriptions/subscription-ending.service';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { ProCancellation } from './pro-cancellation.entity';

/**
 * Admin cancel of Pro (docs/product-rules.md#pro-by-an-admin): unlike the customer's cancel, it ends the subscription now,
 * and records who did it, why, which subscription and whether it was a trial. The record, the
 * subscription's new state, its announcement and the audit entry (`pro-cancelled`) commit together.
 */
@Injectable()
export class AdminCancellationService {
  private readonly logger = new Logger(AdminCancellationService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly ending: SubscriptionEndingService,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async cancel(request: AdminCancelProRequest): Promise<ProCancellationView> {
    const reason = request.reason.trim();
    if (!reason) throw BillingErrors.reasonRequired();
    const record = await this.dataSource.transaction(async (manager) => {
      // A second cancel of the same user waits here, then finds nothing live: 404, no second record.
      await this.subscriptions.lockUser(manager, request.userId);
      const live = await this.subscriptions.liveOf(request.userId, manager);
      if (!live) throw BillingErrors.nothingToCancel();
      const wasTrialing = live.status === 'trialing';
      const ended = await this.ending.endNow(manager, live);
      const cancellation = manager.create(ProCancellation, {
        id: randomUUID(),
        userId: request.userId,
        adminId: request.adminId,
        reason,
        cancelledAt: this.clock.now(),
        subscriptionId: live.id,
        wasTrialing,
      });
      await manager.insert(ProCancellation, cancellation);
      const changes = auditChanges(
        { subscriptionStatus: live.status, cancellationReason: null },
        { subscriptionStatus: ended.status, cancellationReason: reason },
      );
      await this.outbox.add(
        manager,
        Events.AdminActionRecorded,
        adminActionRecorded(request, 'pro-cancelled', { target: { kind: 'user', id: request.userId }, changes }, cancellation.cancelledAt),
      );
      return cancellation;
    });
    this.logger.log(`Admin ${record.adminId} cancelled subscription ${record.subscriptionId} of user ${record.userId}`);
    return {
      id: record.id,
      userId: record.userId,
      adminId: record.adminId,
      reason: record.reason,
      subscriptionId: record.subscriptionId,
      wasTrialing: record.wasTrialing,
      cancelledAt: record.cancelledAt.toISOString(),
    };
  }
}
