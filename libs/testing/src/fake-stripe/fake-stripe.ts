import { FakeClock } from './fake-clock';
import { FakeStripeStore } from './fake-stripe-store';
import { listenOnLoopback, type LoopbackServer } from './http-server';
import { newEvent } from './object-factories';
import { FakeStripeRequestHandler, type RecordedRequest } from './request-handler';
import { confirmSetupIntent, type CardExpiry, type SetupConfirmation } from './setup-intent-confirmation';
import { newWebhookSecret } from './stripe-ids';
import {
  type FakeCustomer,
  type FakePaymentMethod,
  type FakeSetupIntent,
  type FakeSubscription,
  type StripeEventLike,
} from './stripe-shapes';
import { patchSubscription, type SubscriptionPatch } from './subscription-state';
import { signPayload, type SignedDelivery } from './webhook-signing';

export interface FakeStripeOptions {
  /** The secret deliveries are signed with and webhook endpoints report; random by default. */
  webhookSecret?: string;
  /** The clock the fake reads, e.g. the one a test injects into the code under test. */
  now?: () => Date;
}

/** What the `stripe` SDK needs to talk to the fake: `new Stripe(key, fake.sdkOptions)`. */
export interface FakeStripeSdkOptions {
  host: string;
  port: number;
  protocol: 'http';
  maxNetworkRetries: number;
}

/**
 * A local stand-in for the Stripe API, for tests: the real `stripe` SDK talks to it over HTTP,
 * and the test plays the parts of Stripe.js and of Stripe itself through its helper methods
 * (confirming a card, moving time, changing a subscription, signing webhook deliveries).
 */
export class FakeStripe {
  private constructor(
    private readonly store: FakeStripeStore,
    private readonly handler: FakeStripeRequestHandler,
    private readonly server: LoopbackServer,
  ) {}

  static async start(options: FakeStripeOptions = {}): Promise<FakeStripe> {
    const webhookSecret = options.webhookSecret ?? newWebhookSecret();
    const store = new FakeStripeStore(new FakeClock(options.now), webhookSecret);
    const handler = new FakeStripeRequestHandler(store);
    const server = await listenOnLoopback((request) => handler.handle(request));
    return new FakeStripe(store, handler, server);
  }

  get port(): number {
    return this.server.port;
  }

  get url(): string {
    return `http://127.0.0.1:${this.server.port}`;
  }

  get sdkOptions(): FakeStripeSdkOptions {
    return { host: '127.0.0.1', port: this.server.port, protocol: 'http', maxNetworkRetries: 0 };
  }

  get webhookSecret(): string {
    return this.store.webhookSecret;
  }

  /** Every request received, oldest first, including refused and deliberately failed ones. */
  get requests(): readonly RecordedRequest[] {
    return this.handler.requests;
  }

  /** Every event built with `event()`, oldest first. */
  get events(): readonly StripeEventLike[] {
    return this.store.events;
  }

  close(): Promise<void> {
    return this.server.close();
  }

  /** The fake's time in Unix seconds; every timestamp it writes comes from here. */
  now(): number {
    return this.store.clock.now();
  }

  advanceTime(seconds: number): void {
    this.store.clock.advance(seconds);
  }

  /** The next `count` requests whose path starts with `pathPrefix` answer 500, as in a Stripe outage. */
  failNext(pathPrefix: string, count = 1): void {
    this.handler.faults.failNext(pathPrefix, count);
  }

  /** Stands in for Stripe.js `confirmCardSetup`: see test-cards.ts for which numbers succeed. */
  confirmSetupIntent(setupIntentId: string, cardNumber: string, expiry?: CardExpiry): SetupConfirmation {
    return confirmSetupIntent(this.store, setupIntentId, cardNumber, expiry);
  }

  customer(id: string): FakeCustomer {
    return structuredClone(this.existing(this.store.customers.find(id), id));
  }

  setupIntent(id: string): FakeSetupIntent {
    return structuredClone(this.existing(this.store.setupIntents.find(id), id));
  }

  paymentMethod(id: string): FakePaymentMethod {
    return structuredClone(this.existing(this.store.paymentMethods.find(id), id));
  }

  subscription(id: string): FakeSubscription {
    return structuredClone(this.existing(this.store.subscriptions.find(id), id));
  }

  /**
   * Changes a subscription the way Stripe does on its own as time passes (a trial ends, a renewal
   * fails, a period rolls over). Setting a period updates it on the items as well.
   */
  setSubscription(id: string, patch: SubscriptionPatch): FakeSubscription {
    const subscription = this.existing(this.store.subscriptions.find(id), id);
    patchSubscription(subscription, structuredClone(patch));
    return structuredClone(subscription);
  }

  /** Builds an Event as Stripe would send it, stamped with the fake clock, and keeps it in `events`. */
  event<TObject>(
    type: string,
    object: TObject,
    previousAttributes?: Record<string, unknown>,
  ): StripeEventLike<TObject> {
    const event = newEvent({ type, object, previousAttributes, now: this.now() });
    this.store.events.push(event);
    return structuredClone(event);
  }

  /**
   * The body and `Stripe-Signature` header of a webhook delivery of `event`, signed with the fake's
   * secret unless a test passes another (e.g. to check that a forged delivery is refused).
   */
  signedDelivery(event: StripeEventLike, options: { secret?: string; timestamp?: number } = {}): SignedDelivery {
    // Stripe sends events pretty-printed; handlers must verify the exact bytes, not re-serialize.
    const payload = JSON.stringify(event, null, 2);
    return signPayload(payload, options.secret ?? this.store.webhookSecret, options.timestamp);
  }

  private existing<T>(row: T | undefined, id: string): T {
    if (!row) throw new Error(`The fake Stripe has no object ${id}`);
    return row;
  }
}
