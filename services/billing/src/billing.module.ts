import { DynamicModule, Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { CLOCK, ServiceHostModule } from '@reelmix/service-host';
import { AdminCancellationService } from './admin/admin-cancellation.service';
import { AdminProDecidedConsumer } from './admin/admin-pro-decided.consumer';
import { AdminProDecision } from './admin/admin-pro-decision.entity';
import { AdminProDecisionsRepository } from './admin/admin-pro-decisions.repository';
import { BillingAdminController } from './admin/billing-admin.controller';
import { BillingFiguresService } from './admin/billing-figures.service';
import { ComplimentaryProService } from './admin/complimentary-pro.service';
import { ProCancellation } from './admin/pro-cancellation.entity';
import { BillingConfig } from './billing.config';
import { BillingCustomer } from './customers/billing-customer.entity';
import { CustomersRepository } from './customers/customers.repository';
import { Invoice } from './invoices/invoice.entity';
import { InvoicesService } from './invoices/invoices.service';
import { CreateBilling1763700003000 } from './migrations/1763700003000-create-billing';
import { CreateInvoices1763700003100 } from './migrations/1763700003100-create-invoices';
import { CreateProCancellations1763700003200 } from './migrations/1763700003200-create-pro-cancellations';
import { AddSubscriptionCard1763700003300 } from './migrations/1763700003300-add-subscription-card';
import { CreateAdminProDecisions1763700003900 } from './migrations/1763700003900-create-admin-pro-decisions';
import { PAYMENT_PROVIDER } from './provider/payment-provider';
import { createPaymentProvider } from './provider/payment-provider.factory';
import { TestProviderObject } from './provider/built-in/test-provider-object.entity';
import { RegistrationSetup } from './registration/registration-setup.entity';
import { StoredSigningSecret } from './stripe-events/stored-signing-secret';
import { StripeEndpointConfig } from './stripe-events/stripe-endpoint-config.entity';
import { StripeEvent } from './stripe-events/stripe-event.entity';
import { StripeEventsController } from './stripe-events/stripe-events.controller';
import { StripeEventsService } from './stripe-events/stripe-events.service';
import { PaymentController } from './subscriptions/payment.controller';
import { PaymentFlowsService } from './subscriptions/payment-flows.service';
import { Subscription } from './subscriptions/subscription.entity';
import { SubscriptionEndingService } from './subscriptions/subscription-ending.service';
import { SubscriptionSyncService } from './subscriptions/subscription-sync.service';
import { SubscriptionsRepository } from './subscriptions/subscriptions.repository';
import { BillingSweepService } from './sweep/billing-sweep.service';
import { UserDeletedConsumer } from './users/user-deleted.consumer';

/** Customers, subscriptions and the payment provider's events. Owns the `billing` Postgres schema. */
@Module({})
export class BillingModule {
  static register(config: BillingConfig): DynamicModule {
    return {
      module: BillingModule,
      imports: [
        ServiceHostModule.forService({
          name: 'billing',
          config,
          database: {
            entities: [BillingCustomer, RegistrationSetup, Subscription, Invoice, StripeEvent, StripeEndpointConfig, TestProviderObject, ProCancellation, AdminProDecision],
            migrations: [
              CreateBilling1763700003000,
              CreateInvoices1763700003100,
              CreateProCancellations1763700003200,
              AddSubscriptionCard1763700003300,
              CreateAdminProDecisions1763700003900,
            ],
          },
        }),
      ],
      controllers: [PaymentController, StripeEventsController, UserDeletedConsumer, BillingAdminController, AdminProDecidedConsumer],
      providers: [
        {
          provide: PAYMENT_PROVIDER,
          useFactory: createPaymentProvider.bind(null, config),
          inject: [getDataSourceToken(), CLOCK],
        },
        CustomersRepository,
        SubscriptionsRepository,
        SubscriptionSyncService,
        SubscriptionEndingService,
        InvoicesService,
        PaymentFlowsService,
        StripeEventsService,
        StoredSigningSecret,
        BillingSweepService,
        ComplimentaryProService,
        AdminProDecisionsRepository,
        AdminCancellationService,
        BillingFiguresService,
      ],
    };
  }
}
