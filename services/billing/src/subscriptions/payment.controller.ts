import { Controller, Inject } from '@nestjs/common';
import {
  type CancelSubscriptionRequest,
  type CancelSubscriptionResponse,
  type CompleteRegistrationRequest,
  type CompleteRegistrationResponse,
  type ConfirmSetupRequest,
  type ConfirmSetupResponse,
  type EmptyRequest,
  type PaymentConfigView,
  PRO_CURRENCY,
  PRO_PRICE_CENTS,
  PRO_TRIAL_DAYS,
  type RegistrationSetupRequest,
  Rpc,
  type SetupIntentView,
  type SubscriptionOfferRequest,
  type SubscriptionOfferView,
  type SubscriptionSetupRequest,
  type TestCardConfirmRequest,
  type TestCardConfirmResponse,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import type { BillingConfig } from '../billing.config';
import { BillingErrors } from '../billing-errors';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider';
import { TestPaymentProvider } from '../provider/built-in/test-payment-provider';
import { PaymentFlowsService } from './payment-flows.service';

/** The payment calls (docs/product-rules.md#registration-trial-and-billing), as the gateway forwards them. */
@Controller()
export class PaymentController {
  constructor(
    private readonly flows: PaymentFlowsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: BillingConfig,
  ) {}

  @OnRequest(Rpc.PaymentConfig)
  paymentConfig(_request: EmptyRequest): Promise<PaymentConfigView> {
    return Promise.resolve({
      provider: this.provider.kind,
      publishableKey: this.provider.kind === 'stripe' ? this.config.STRIPE_PUBLISHABLE_KEY || null : null,
      priceCents: PRO_PRICE_CENTS,
      currency: PRO_CURRENCY,
      trialDays: PRO_TRIAL_DAYS,
    });
  }

  @OnRequest(Rpc.SetupRegistration)
  setupRegistration(request: RegistrationSetupRequest): Promise<SetupIntentView> {
    return this.flows.setupForRegistration(request.email, request.ip);
  }

  @OnRequest(Rpc.SetupSubscription)
  setupSubscription(request: SubscriptionSetupRequest): Promise<SetupIntentView> {
    return this.flows.setupForSubscription(request.userId, request.email);
  }

  @OnRequest(Rpc.CompleteRegistration)
  completeRegistration(request: CompleteRegistrationRequest): Promise<CompleteRegistrationResponse> {
    return this.flows.completeRegistration(request);
  }

  @OnRequest(Rpc.ConfirmSetup)
  confirmSetup(request: ConfirmSetupRequest): Promise<ConfirmSetupResponse> {
    return this.flows.confirmSetup(request.userId, request.setupIntentId);
  }

  @OnRequest(Rpc.SubscriptionOffer)
  subscriptionOffer(request: SubscriptionOfferRequest): Promise<SubscriptionOfferView> {
    return this.flows.offer(request.userId);
  }

  @OnRequest(Rpc.CancelSubscription)
  cancel(request: CancelSubscriptionRequest): Promise<CancelSubscriptionResponse> {
    return this.flows.cancel(request.userId);
  }

  @OnRequest(Rpc.ConfirmTestCard)
  async confirmTestCard(request: TestCardConfirmRequest): Promise<TestCardConfirmResponse> {
    if (!(this.provider instanceof TestPaymentProvider)) throw BillingErrors.testProviderOnly();
    const intent = await this.provider.confirmCard(request.clientSecret, {
      number: request.cardNumber,
      expMonth: request.expMonth,
      expYear: request.expYear,
      cvc: request.cvc,
    });
    return { setupIntentId: intent.id, status: 'succeeded' };
  }
}
