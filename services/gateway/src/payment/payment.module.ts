import { Module } from '@nestjs/common';
import { PaymentController } from './payment.controller';
import { RegistrationController } from './registration.controller';
import { StripeWebhookController } from './stripe-webhook.controller';
import { WebhookAdminController } from './webhook-admin.controller';

/** Registration with a card, the Pro subscription, and the payment provider's webhooks. */
@Module({
  controllers: [RegistrationController, PaymentController, StripeWebhookController, WebhookAdminController],
})
export class PaymentModule {}
