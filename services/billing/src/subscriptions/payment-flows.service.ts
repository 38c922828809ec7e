import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type CancelSubscriptionResponse,
  type CompleteRegistrationRequest,
  type CompleteRegistrationResponse,
  type ConfirmSetupResponse,
  Events,
  PRO_CURRENCY,
  PRO_PRICE_CENTS,
  PRO_TRIAL_DAYS,
  type ReferredRegistrationV1,
  Rpc,
  type SetupIntentView,
  type SubscriptionOfferView,
} from '@reelmix/contracts';
import { OutboxWriter, RpcClient } from '@reelmix/messaging';
import { DataSource, EntityManager } from 'typeorm';
import { CustomersRepository } from '../customers/customers.repository';
import { BillingErrors } from '../billing-errors';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderSetupIntent, type ProviderSubscription } from '../provider/payment-provider';
import { RegistrationSetup } from '../registration/registration-setup.entity';
import { isComplimentary } from './complimentary';
import { SubscriptionEndingService } from './subscription-ending.service';
import { accessUntil, nextChargeOf, SubscriptionSyncService } from './subscription-sync.service';
import { SubscriptionsRepository } from './subscriptions.repository';

/**
 * docs/product-rules.md#registration-trial-and-billing: a card is collected first, and only then is
 * the account created and the 7-day trial started. Existing users start or cancel Pro here too.
 */
@Injectable()
export class PaymentFlowsService {
  private readonly logger = new Logger(PaymentFlowsService.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rpc: RpcClient,
    private readonly customers: CustomersRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly sync: SubscriptionSyncService,
    private readonly ending: SubscriptionEndingService,
    private readonly outbox: OutboxWriter,
  ) {}

  /** Step 1: the address is free, so a card can be collected for it. */
  async setupForRegistration(rawEmail: string, ip?: string): Promise<SetupIntentView> {
    const email = normalizeEmail(rawEmail);
    // The same check as the Register form's, counted against the same per-address allowance.
    const { registered } = await this.rpc.request('auth', Rpc.LookupEmail, { email, ...(ip ? { ip } : {}) });
    if (registered) throw BillingErrors.emailTaken();
    const customerId = await this.provider.createCustomer({ email });
    await this.customers.add({ providerCustomerId: customerId, email, userId: null });
    const intent = await this.provider.createSetupIntent({ customerId, metadata: { purpose: 'registration', email } });
    await this.dataSource.getRepository(RegistrationSetup).insert({ setupIntentId: intent.id, email, providerCustomerId: customerId });
    return view(intent);
  }

  /** A signed-in customer without Pro collects a card; `confirmSetup` then starts the subscription. */
  async setupForSubscription(userId: string, rawEmail: string): Promise<SetupIntentView> {
    if (await this.subscriptions.liveOf(userId)) throw BillingErrors.subscriptionExists();
    let customer = await this.customers.ofUser(userId);
    if (!customer) {
      const providerCustomerId = await this.provider.createCustomer({ email: normalizeEmail(rawEmail), userId });
      await this.customers.add({ providerCustomerId, email: normalizeEmail(rawEmail), userId });
      customer = { providerCustomerId, email: normalizeEmail(rawEmail), userId, createdAt: new Date() };
    }
    const intent = await this.provider.createSetupIntent({
      customerId: customer.providerCustomerId,
      metadata: { purpose: 'subscription', userId },
    });
    return view(intent);
  }

  /**
   * Step 4 of registration, in two steps that each commit: the account, then the subscription;
   * then the customer is signed in. Each step runs under a lock on the setup, so a double submit
   * makes one account and one subscription, and a retry after a failure picks up where the first
   * attempt stopped. A referred registration's device and address go to the affiliate programme
   * from the outbox, with the account's link to the setup, so a programme that is away delays the
   * signal and never the registration.
   */
  async completeRegistration(request: CompleteRegistrationRequest): Promise<CompleteRegistrationResponse> {
    const email = normalizeEmail(request.email);
    const intent = await this.succeededIntent(request.setupIntentId);
    const userId = await this.dataSource.transaction(async (manager) => {
      const setup = await this.lockSetup(manager, request.setupIntentId, email);
      if (setup.userId) return setup.userId;
      const user = await this.rpc.request('auth', Rpc.CreateUser, {
        email,
        password: request.password,
        ...(request.firstName ? { firstName: request.firstName } : {}),
        ...(request.lastName ? { lastName: request.lastName } : {}),
        ...(request.referralCode ? { referralCode: request.referralCode } : {}),
        ...(request.requestedPro !== undefined ? { requestedPro: request.requestedPro } : {}),
      });
      setup.userId = user.id;
      await manager.save(setup);
      await this.customers.linkUser(manager, setup.providerCustomerId, user.id);
      if (request.referralCode) await this.outbox.add(manager, Events.ReferredRegistration, referredRegistration(user.id, request));
      return user.id;
    });
    await this.dataSource.transaction(async (manager) => {
      await this.lockSetup(manager, request.setupIntentId, email);
      await this.startSubscription(manager, userId, intent, `registration-${request.setupIntentId}`);
    });
    // Last: the account and its trial stand whether or not the sign-in goes through.
    const session = await this.rpc.request('auth', Rpc.Login, { email, password: request.password, ...(request.ip ? { ip: request.ip } : {}) });
    return { user: { id: userId, email }, session };
  }

  /**
   * What subscribing now would do for this customer, asked before the card form shows so it can
   * say so: the same rule `startSubscription` applies.
   */
  async offer(userId: string): Promise<SubscriptionOfferView> {
    const trialDays = await this.trialDaysFor(this.dataSource.manager, userId);
    return {
      trialAvailable: trialDays > 0,
      trialDays,
      priceCents: PRO_PRICE_CENTS,
      currency: PRO_CURRENCY,
      chargedTodayCents: trialDays > 0 ? 0 : PRO_PRICE_CENTS,
    };
  }

  /**
   * An existing customer's card is saved: start Pro (a trial only if they never had one). The
   * answer says what happened (trial, or a charge today) so the customer is told exactly that.
   */
  async confirmSetup(userId: string, setupIntentId: string): Promise<ConfirmSetupResponse> {
    const intent = await this.provider.getSetupIntent(setupIntentId);
    if (intent.metadata.userId !== userId) throw BillingErrors.setupNotFound();
    if (intent.status !== 'succeeded') throw BillingErrors.setupIncomplete();
    const started = await this.dataSource.transaction(async (manager) => {
      // Serialises two confirms of the same user: the second sees the first's subscription.
      await this.subscriptions.lockUser(manager, userId);
      return this.startSubscription(manager, userId, intent, `subscription-${setupIntentId}`);
    });
    const subscription = started.subscription;
    const next = nextChargeOf(subscription);
    return {
      success: true,
      status: subscription.status,
      trialEnd: subscription.status === 'trialing' ? (subscription.trialEnd?.toISOString() ?? null) : null,
      chargedTodayCents: started.chargedToday ? PRO_PRICE_CENTS : 0,
      currency: PRO_CURRENCY,
      nextChargeAt: next?.toISOString() ?? null,
    };
  }

  /**
   * Customer cancel: Pro stays until the end of the trial or the paid period (docs/product-rules.md#pro-access). Pro an
   * admin gave has no period to run out, so it ends at once.
   */
  async cancel(userId: string): Promise<CancelSubscriptionResponse> {
    const live = await this.subscriptions.liveOf(userId);
    if (!live) throw BillingErrors.nothingToCancel();
    if (isComplimentary(live.id)) {
      await this.dataSource.transaction((manager) => this.ending.endNow(manager, live));
      this.logger.log(`User ${userId} ended complimentary subscription ${live.id}`);
      return { cancelled: true, accessUntil: null };
    }
    if (!live.cancelAtPeriodEnd) {
      const snapshot = await this.provider.cancelAtPeriodEnd(live.id);
      await this.dataSource.transaction((manager) => this.sync.apply(manager, snapshot));
    }
    const current = (await this.subscriptions.liveOf(userId)) ?? live;
    this.logger.log(`User ${userId} cancelled subscription ${live.id} at period end`);
    return { cancelled: true, accessUntil: accessUntil(current)?.toISOString() ?? null };
  }

  /**
   * Answers the subscription and whether this call charged the card. A customer who already has
   * Pro (a double submit) is charged nothing more.
   */
  private async startSubscription(
    manager: EntityManager,
    userId: string,
    intent: ProviderSetupIntent,
    key: string,
  ): Promise<{ subscription: Pick<ProviderSubscription, 'status' | 'trialEnd' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>; chargedToday: boolean }> {
    const live = await this.subscriptions.liveOf(userId);
    if (live) return { subscription: live, chargedToday: false };
    if (!intent.paymentMethodId) throw BillingErrors.setupIncomplete();
    const trialDays = await this.trialDaysFor(manager, userId);
    const snapshot = await this.provider.createSubscription({
      customerId: intent.customerId,
      paymentMethodId: intent.paymentMethodId,
      userId,
      trialDays,
      idempotencyKey: key,
    });
    const card = await this.provider.savedCard(intent.paymentMethodId);
    await this.sync.apply(manager, { ...snapshot, userId }, { card });
    if (card.fingerprint) {
      await this.outbox.add(manager, Events.PaymentMethodSaved, { userId, cardFingerprint: card.fingerprint, savedAt: new Date().toISOString() });
    }
    // Without a trial the provider charges the first month when the subscription is created.
    return { subscription: snapshot, chargedToday: snapshot.status === 'active' && trialDays === 0 };
  }

  /** One trial per customer: any earlier subscription (ended, cancelled, or given by an admin) used it. */
  private async trialDaysFor(manager: EntityManager, userId: string): Promise<number> {
    return (await this.subscriptions.hasAny(userId, manager)) ? 0 : PRO_TRIAL_DAYS;
  }

  private async lockSetup(manager: EntityManager, setupIntentId: string, email: string): Promise<RegistrationSetup> {
    const setup = await manager.findOne(RegistrationSetup, { where: { setupIntentId }, lock: { mode: 'pessimistic_write' } });
    if (!setup || setup.email !== email) throw BillingErrors.setupNotFound();
    return setup;
  }

  private async succeededIntent(setupIntentId: string): Promise<ProviderSetupIntent> {
    const intent = await this.provider.getSetupIntent(setupIntentId);
    if (intent.status !== 'succeeded') throw BillingErrors.setupIncomplete();
    return intent;
  }
}

function referredRegistration(userId: string, { deviceId, ip }: CompleteRegistrationRequest): ReferredRegistrationV1 {
  return { userId, ...(deviceId ? { deviceId } : {}), ...(ip ? { ip } : {}), registeredAt: new Date().toISOString() };
}

function view(intent: ProviderSetupIntent): SetupIntentView {
  return { clientSecret: intent.clientSecret, setupIntentId: intent.id, status: intent.status };
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
