import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  addressThrottleKey,
  type PaymentMethodSavedV1,
  type ReferredRegistrationV1,
  type SeenFrom,
  type UserRegisteredV1,
} from '@reelmix/contracts';
import { type HandlerOutcome } from '@reelmix/messaging';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { DataSource, EntityManager } from 'typeorm';
import { CommissionLedgerService } from '../commissions/commission-ledger.service';
import { lockLedger } from '../programme/ledger-lock';
import { PeopleRepository } from './people.repository';
import { isPublicAddress } from './public-address';

/** What the programme learns about accounts from auth and billing: addresses, referrers, cards (a deletion is UserErasureService's). */
@Injectable()
export class ProgrammeUsersService {
  constructor(
    private readonly people: PeopleRepository,
    private readonly ledger: CommissionLedgerService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * An account seen from a device and a client address: an affiliate on their programme pages, a
   * referred customer signing up. Kept for the self-referral signals, which are judged again now.
   * The address is kept by its `addressThrottleKey` (an IPv6 /64 as one) and only when it is
   * public (public-address.ts).
   */
  async seen(userId: string, from: SeenFrom): Promise<void> {
    await this.dataSource.transaction((manager) => this.seenIn(manager, userId, from, this.clock.now()));
  }

  /** registration.referred.v1: where a referred customer signed up from, at the time they did. */
  async referredRegistration(manager: EntityManager, event: ReferredRegistrationV1): Promise<HandlerOutcome> {
    return (await this.seenIn(manager, event.userId, event, new Date(event.registeredAt))) ? 'done' : 'skipped';
  }

  /** Answers whether there was anything to keep. */
  private async seenIn(manager: EntityManager, userId: string, from: SeenFrom, at: Date): Promise<boolean> {
    const addressKey = from.ip !== undefined && isPublicAddress(from.ip) ? addressThrottleKey(from.ip) : undefined;
    if (from.deviceId === undefined && addressKey === undefined) return false;
    await lockLedger(manager);
    if (from.deviceId !== undefined) await this.people.rememberSighting(manager, userId, 'device', from.deviceId, at);
    if (addressKey !== undefined) await this.people.rememberSighting(manager, userId, 'address', addressKey, at);
    await this.ledger.markSelfReferrals(manager, userId);
    return true;
  }

  /**
   * user.registered.v1: the address, and the referrer when there is one other than the user. A
   * payment that arrived first is settled now.
   */
  async registered(manager: EntityManager, event: UserRegisteredV1): Promise<HandlerOutcome> {
    await lockLedger(manager);
    const registeredAt = new Date(event.registeredAt);
    await this.people.rememberRegistration(manager, event.userId, event.email, registeredAt);
    if (!event.referrerId || event.referrerId === event.userId) return 'done';
    if (await this.people.addReferral(manager, event.userId, event.referrerId, registeredAt)) {
      await this.ledger.settle(manager, event.userId);
    }
    return 'done';
  }

  /** payment-method.saved.v1: one more card known for the account, which may expose a self-referral. */
  async cardSaved(manager: EntityManager, event: PaymentMethodSavedV1): Promise<HandlerOutcome> {
    await lockLedger(manager);
    await this.people.rememberCard(manager, event.userId, event.cardFingerprint, new Date(event.savedAt));
    await this.ledger.markSelfReferrals(manager, event.userId);
    return 'done';
  }
}
