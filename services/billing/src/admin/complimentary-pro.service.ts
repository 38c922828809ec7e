import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AdminActor,
  adminActionRecorded,
  type AdminProDecidedV1,
  type AuditChanges,
  auditChanges,
  Events,
  hasProAccess,
  type SetComplimentaryProRequest,
} from '@reelmix/contracts';
import { type HandlerOutcome, OutboxWriter } from '@reelmix/messaging';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { DataSource, EntityManager } from 'typeorm';
import { isComplimentary, newComplimentary } from '../subscriptions/complimentary';
import { Subscription } from '../subscriptions/subscription.entity';
import { SubscriptionEndingService } from '../subscriptions/subscription-ending.service';
import { SubscriptionSyncService } from '../subscriptions/subscription-sync.service';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { AdminProDecisionsRepository } from './admin-pro-decisions.repository';

type ProChange = { kind: 'unchanged' } | { kind: 'granted' | 'ended'; subscription: string | null };

/**
 * The admin's Pro toggle (docs/product-rules.md#pro-by-an-admin). Granting gives a complimentary subscription: Pro with no
 * end and no payment, announced like any other so auth's plan follows. Taking Pro back ends
 * whatever gives it now; a paid subscription is cancelled at the provider at once, since leaving
 * it to renew would keep charging someone the admin has just made Free.
 */
@Injectable()
export class ComplimentaryProService {
  private readonly logger = new Logger(ComplimentaryProService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly sync: SubscriptionSyncService,
    private readonly ending: SubscriptionEndingService,
    private readonly decisions: AdminProDecisionsRepository,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The change and its audit entry (`complimentary-pro-set`, also when nothing needed changing) commit together. */
  async set(request: SetComplimentaryProRequest): Promise<{ isPro: boolean }> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      await this.subscriptions.lockUser(manager, request.userId);
      return this.apply(manager, request, this.clock.now());
    });
    this.logged(request, outcome.kind);
    return { isPro: request.isPro };
  }

  /**
   * An admin's decision recorded by auth (a Pro account made, the toggle used), carried out in the
   * consumer's transaction. Decisions about one user may arrive out of order: one older than the
   * newest carried out changes nothing, and its audit entry says so.
   */
  async decide(manager: EntityManager, decision: AdminProDecidedV1): Promise<HandlerOutcome> {
    const decidedAt = new Date(decision.decidedAt);
    await this.subscriptions.lockUser(manager, decision.userId);
    if (!(await this.decisions.takeIfNewest(manager, decision.userId, decidedAt))) {
      await this.audited(manager, decision, {}, decidedAt);
      this.logged(decision, 'superseded');
      return 'skipped';
    }
    const outcome = await this.apply(manager, decision, decidedAt);
    this.logged(decision, outcome.kind);
    return 'done';
  }

  /** Under the user's lock: the change, and its audit entry at `at` (when the admin acted). */
  private async apply(manager: EntityManager, request: AdminActor & { userId: string; isPro: boolean }, at: Date): Promise<ProChange> {
    const { userId, isPro } = request;
    const live = await this.subscriptions.allLiveOf(userId, manager);
    const before = {
      isPro: live.some((subscription) => this.givesProNow(subscription)),
      subscription: live.map((subscription) => subscription.id).join(', ') || null,
    };
    const outcome = await this.change(manager, userId, isPro, live);
    const after = outcome.kind === 'unchanged' ? before : { isPro, subscription: outcome.subscription };
    await this.audited(manager, request, auditChanges(before, after), at);
    return outcome;
  }

  private async audited(manager: EntityManager, request: AdminActor & { userId: string }, changes: AuditChanges, at: Date): Promise<void> {
    await this.outbox.add(
      manager,
      Events.AdminActionRecorded,
      adminActionRecorded(request, 'complimentary-pro-set', { target: { kind: 'user', id: request.userId }, changes }, at),
    );
  }

  private logged({ adminId, userId, isPro }: AdminActor & { userId: string; isPro: boolean }, outcome: string): void {
    this.logger.log(`Admin ${adminId} set Pro ${isPro ? 'on' : 'off'} for user ${userId}: ${outcome}`);
  }

  private async change(
    manager: EntityManager,
    userId: string,
    isPro: boolean,
    live: Subscription[],
  ): Promise<ProChange> {
    if (isPro && live.some((subscription) => this.keepsPro(subscription))) return { kind: 'unchanged' };
    if (!isPro && live.length === 0) return { kind: 'unchanged' };
    // A user keeps one live subscription: a paid one that is failing its payments or set to
    // end is replaced by the complimentary one rather than left to overwrite it later.
    for (const subscription of live) await this.ending.endNow(manager, subscription);
    if (!isPro) return { kind: 'ended', subscription: null };
    const granted = newComplimentary(userId);
    await this.sync.apply(manager, granted);
    return { kind: 'granted', subscription: granted.id };
  }

  /** Gives Pro at this moment, whether or not it will go on doing so. */
  private givesProNow(subscription: Subscription): boolean {
    return isComplimentary(subscription.id) || hasProAccess(this.stateOf(subscription), this.clock.now());
  }

  /** Gives Pro now and will go on doing so: complimentary, or paid, paying and not set to end. */
  private keepsPro(subscription: Subscription): boolean {
    if (isComplimentary(subscription.id)) return true;
    return !subscription.cancelAtPeriodEnd && hasProAccess(this.stateOf(subscription), this.clock.now());
  }

  private stateOf(subscription: Subscription) {
    return {
      subscriptionStatus: subscription.status,
      subscriptionTrialEnd: subscription.trialEnd?.toISOString() ?? null,
      subscriptionCurrentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    };
  }
}
