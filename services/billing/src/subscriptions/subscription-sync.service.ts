import { Inject, Injectable, Logger } from '@nestjs/common';
import { Events } from '@reelmix/contracts';
import { OutboxWriter } from '@reelmix/messaging';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { EntityManager } from 'typeorm';
import type { ProviderSubscription, SavedCard } from '../provider/payment-provider';
import { Subscription } from './subscription.entity';

export type SyncResult = 'created' | 'changed' | 'unchanged' | 'unknown-user';

/**
 * Stores what the provider says a subscription is and tells the other services when that
 * differs from what billing knew. The provider's current state is the truth: callers fetch it
 * rather than trusting an event's copy, so events arriving twice or out of order end the same.
 */
@Injectable()
export class SubscriptionSyncService {
  private readonly logger = new Logger(SubscriptionSyncService.name);

  constructor(
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Must run inside a transaction; the row is locked so concurrent syncs of one subscription queue up. */
  async apply(manager: EntityManager, snapshot: ProviderSubscription, extra: { card?: SavedCard } = {}): Promise<SyncResult> {
    const row = await manager.findOne(Subscription, { where: { id: snapshot.id }, lock: { mode: 'pessimistic_write' } });
    if (!row) return this.create(manager, snapshot, extra.card ?? null);
    if (!differs(row, snapshot)) return 'unchanged';
    const cancelledNow = !isCancelled(row) && isCancelled(snapshot);
    if (cancelledNow) row.cancelledAt = this.clock.now();
    else if (!isCancelled(snapshot)) row.cancelledAt = null;
    row.status = snapshot.status;
    row.trialEnd = snapshot.trialEnd;
    row.currentPeriodEnd = snapshot.currentPeriodEnd;
    row.cancelAtPeriodEnd = snapshot.cancelAtPeriodEnd;
    row.stateVersion = this.nextVersion(row.stateVersion);
    await manager.save(row);
    await this.announce(manager, row);
    if (cancelledNow) await this.announceCancellation(manager, row);
    return 'changed';
  }

  private async create(manager: EntityManager, snapshot: ProviderSubscription, card: SavedCard | null): Promise<SyncResult> {
    if (!snapshot.userId) {
      this.logger.warn(`Subscription ${snapshot.id} carries no user id; it was not created by Reelmix and is ignored`);
      return 'unknown-user';
    }
    const row = manager.create(Subscription, {
      id: snapshot.id,
      userId: snapshot.userId,
      providerCustomerId: snapshot.customerId,
      status: snapshot.status,
      trialEnd: snapshot.trialEnd,
      currentPeriodEnd: snapshot.currentPeriodEnd,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      cardFingerprint: card?.fingerprint ?? null,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      trialEndingNotifiedAt: null,
      cancelledAt: isCancelled(snapshot) ? this.clock.now() : null,
      createdAt: this.clock.now(),
      // After the user's earlier subscriptions: projections keep one state per user, and a new
      // subscription made in the same millisecond as the end of the last one must still win.
      stateVersion: this.nextVersion(await this.latestVersionOf(manager, snapshot.userId)),
    });
    await manager.insert(Subscription, row);
    await this.announce(manager, row);
    if (row.status === 'trialing' && row.trialEnd) {
      await this.outbox.add(manager, Events.TrialStarted, {
        userId: row.userId,
        subscriptionId: row.id,
        trialEnd: row.trialEnd.toISOString(),
      });
    }
    return 'created';
  }

  private announce(manager: EntityManager, row: Subscription): Promise<string> {
    return this.outbox.add(manager, Events.SubscriptionChanged, {
      userId: row.userId,
      subscriptionId: row.id,
      status: row.status,
      trialEnd: row.trialEnd?.toISOString() ?? null,
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
      occurredAt: row.stateVersion.toISOString(),
    });
  }

  async announceCancellation(manager: EntityManager, row: Subscription): Promise<void> {
    await this.outbox.add(manager, Events.SubscriptionCancelled, {
      userId: row.userId,
      subscriptionId: row.id,
      accessUntil: accessUntil(row)?.toISOString() ?? null,
      cancelledAt: this.clock.now().toISOString(),
    });
  }

  private async latestVersionOf(manager: EntityManager, userId: string): Promise<Date | null> {
    const latest = await manager.findOne(Subscription, { where: { userId }, order: { stateVersion: 'DESC' } });
    return latest?.stateVersion ?? null;
  }

  /** Real time where possible, but always after the previous version (clocks and tests can stand still). */
  private nextVersion(previous: Date | null): Date {
    const now = new Date();
    return previous && now.getTime() <= previous.getTime() ? new Date(previous.getTime() + 1) : now;
  }
}

/** When Pro ends for a cancelled subscription: the end of the trial or the paid period; null if already over. */
export function accessUntil(subscription: Pick<Subscription, 'status' | 'trialEnd' | 'currentPeriodEnd'>): Date | null {
  if (subscription.status === 'trialing') return subscription.trialEnd;
  if (subscription.status === 'active' || subscription.status === 'past_due') return subscription.currentPeriodEnd;
  return null;
}

/** When the card is charged next: the end of the trial or the paid period, unless it is set to end there. */
export function nextChargeOf(subscription: Pick<Subscription, 'status' | 'trialEnd' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>): Date | null {
  if (subscription.cancelAtPeriodEnd) return null;
  if (subscription.status === 'trialing') return subscription.trialEnd;
  if (subscription.status === 'active' || subscription.status === 'past_due') return subscription.currentPeriodEnd;
  return null;
}

function isCancelled(state: { status: string; cancelAtPeriodEnd: boolean }): boolean {
  return state.cancelAtPeriodEnd || state.status === 'canceled';
}

function differs(row: Subscription, snapshot: ProviderSubscription): boolean {
  return (
    row.status !== snapshot.status ||
    row.cancelAtPeriodEnd !== snapshot.cancelAtPeriodEnd ||
    time(row.trialEnd) !== time(snapshot.trialEnd) ||
    time(row.currentPeriodEnd) !== time(snapshot.currentPeriodEnd)
  );
}

function time(date: Date | null): number | null {
  return date ? date.getTime() : null;
}
