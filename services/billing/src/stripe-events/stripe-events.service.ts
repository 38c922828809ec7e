import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AdminActor,
  adminActionRecorded,
  AUDITED_SETTINGS,
  auditChanges,
  type AuditChanges,
  Events,
  type WebhookDeliveryResponse,
  type WebhookStatusView,
} from '@reelmix/contracts';
import { OutboxWriter } from '@reelmix/messaging';
import { APP_CONFIG, CLOCK, type Clock } from '@reelmix/service-host';
import { DataSource, EntityManager } from 'typeorm';
import type { BillingConfig } from '../billing.config';
import { BillingErrors } from '../billing-errors';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderEvent, WEBHOOK_EVENTS } from '../provider/payment-provider';
import { InvoicesService } from '../invoices/invoices.service';
import { isComplimentary } from '../subscriptions/complimentary';
import { SubscriptionSyncService } from '../subscriptions/subscription-sync.service';
import { StripeEndpointConfig } from './stripe-endpoint-config.entity';
import { StripeEvent } from './stripe-event.entity';
import { StoredSigningSecret } from './stored-signing-secret';

/** Where the gateway receives Stripe's events: the address Stripe is given, so it stays as it is. */
export const STRIPE_EVENTS_PATH = '/api/webhooks/stripe';

/**
 * Stripe's events (its webhook): verified against the exact bytes received, handled once per event id, and
 * never trusted for state. An event only says "this subscription changed"; its current state is
 * fetched from the provider, so a replay, a duplicate or a late event cannot roll it back.
 * Payments and refunds are recorded once per invoice.
 */
@Injectable()
export class StripeEventsService {
  private readonly logger = new Logger(StripeEventsService.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sync: SubscriptionSyncService,
    private readonly invoices: InvoicesService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: BillingConfig,
    private readonly outbox: OutboxWriter,
    private readonly storedSecret: StoredSigningSecret,
  ) {}

  async receive(payload: string, signature: string): Promise<WebhookDeliveryResponse> {
    if (this.provider.kind !== 'stripe') throw BillingErrors.stripeOnly();
    const secret = this.storedSecret.open(await this.savedConfig()) ?? this.config.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw BillingErrors.webhookSecretMissing();
    const event = this.verify(payload, signature, secret);
    return this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(StripeEvent)
        .values({ eventId: event.id, type: event.type })
        .orIgnore()
        .returning(['event_id'])
        .execute();
      if ((inserted.raw as unknown[]).length === 0) return { received: true as const, duplicate: true };
      if (event.subscriptionId && isComplimentary(event.subscriptionId)) {
        // The provider has no such subscription: an event naming one did not come from it.
        this.logger.warn(`${event.type} ${event.id} names complimentary subscription ${event.subscriptionId}; ignored`);
        return { received: true as const, duplicate: false };
      }
      if (event.subscriptionId) {
        // Fetched inside the transaction: if the provider cannot answer, the event is not marked
        // handled, the caller gets an error, and the provider delivers it again later.
        const snapshot = await this.provider.getSubscription(event.subscriptionId);
        const result = await this.sync.apply(manager, snapshot);
        this.logger.log(`${event.type} ${event.id}: subscription ${snapshot.id} ${result} (${snapshot.status})`);
      }
      // Payments and refunds are facts that do not change later, so the signed event's copy is used.
      if (event.paidInvoice) await this.invoices.recordPaid(manager, event.paidInvoice);
      if (event.refund) await this.invoices.recordRefund(manager, event.refund, this.clock.now());
      return { received: true as const, duplicate: false };
    });
  }

  async status(): Promise<WebhookStatusView> {
    const webhookUrl = this.webhookUrl();
    if (this.provider.kind !== 'stripe') {
      return {
        webhookConfigured: true,
        webhookUrl,
        message: 'The built-in test provider needs no webhook: subscription changes are applied directly.',
        alreadyExists: false,
      };
    }
    const saved = await this.savedConfig();
    if (saved && this.storedSecret.open(saved)) return { webhookConfigured: true, webhookUrl: saved.url, message: 'Webhook is configured.', alreadyExists: true };
    if (this.config.STRIPE_WEBHOOK_SECRET) {
      return { webhookConfigured: true, webhookUrl, message: 'Webhook signing secret is set in the environment.', alreadyExists: true };
    }
    return { webhookConfigured: false, webhookUrl, message: 'Webhook is not configured.', alreadyExists: false };
  }

  /**
   * Creates the endpoint at Stripe and keeps its signing secret, which Stripe shows only once.
   * Every attempt is audited (`stripe-webhook-set-up`); the secret only as changed or not.
   */
  async setup(actor: AdminActor): Promise<WebhookStatusView> {
    if (this.provider.kind !== 'stripe') {
      await this.audited(actor, {});
      return this.status();
    }
    const url = this.webhookUrl();
    const existing = await this.provider.findWebhookEndpoint(url);
    if (existing) {
      const configured = Boolean(this.storedSecret.open(await this.savedConfig()) || this.config.STRIPE_WEBHOOK_SECRET);
      await this.audited(actor, {});
      return {
        webhookConfigured: configured,
        webhookUrl: url,
        message: configured
          ? 'Webhook already exists.'
          : 'A webhook for this address already exists at Stripe, but its signing secret is unknown here: set STRIPE_WEBHOOK_SECRET.',
        alreadyExists: true,
      };
    }
    this.storedSecret.assertCanStore();
    const endpoint = await this.provider.createWebhookEndpoint(url, WEBHOOK_EVENTS);
    const before = await this.savedConfig();
    const changes = auditChanges(
      { url: before?.url ?? null, endpointId: before?.endpointId ?? null },
      { url, endpointId: endpoint.id },
      // A new endpoint always comes with a new secret.
      { signingSecret: true },
    );
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(StripeEndpointConfig).upsert({ id: 1, endpointId: endpoint.id, url, signingSecret: endpoint.secret === null ? null : this.storedSecret.seal(endpoint.secret) }, ['id']);
      await this.audited(actor, changes, manager);
    });
    this.logger.log(`Created webhook endpoint ${endpoint.id} for ${url}`);
    return { webhookConfigured: true, webhookUrl: url, message: 'Webhook created.', alreadyExists: false };
  }

  /** The audit entry, in `manager`'s transaction when there is a change to commit with it. */
  private async audited(actor: AdminActor, changes: AuditChanges, manager?: EntityManager): Promise<void> {
    const event = adminActionRecorded(
      actor,
      'stripe-webhook-set-up',
      { target: { kind: 'setting', id: AUDITED_SETTINGS.stripeWebhook }, changes },
      this.clock.now(),
    );
    if (manager) await this.outbox.add(manager, Events.AdminActionRecorded, event);
    else await this.dataSource.transaction((own) => this.outbox.add(own, Events.AdminActionRecorded, event));
  }

  private verify(payload: string, signature: string, secret: string): ProviderEvent {
    try {
      return this.provider.verifyWebhook(payload, signature, secret);
    } catch {
      throw BillingErrors.badSignature();
    }
  }

  private savedConfig(): Promise<StripeEndpointConfig | null> {
    return this.dataSource.getRepository(StripeEndpointConfig).findOneBy({ id: 1 });
  }

  private webhookUrl(): string {
    return new URL(STRIPE_EVENTS_PATH, this.config.PUBLIC_URL).toString();
  }
}
