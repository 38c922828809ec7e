import { Module } from '@nestjs/common';
import { PaymentController } from './payment.controller';
import { RegistrationController } from './registration.controller';
import { StripeEventsAdminController } from './stripe-events-admin.controller';
import { StripeEventsController } from './stripe-events.controller';

/** Registration with a card and the Pro subscription, kept by the billing service, and Stripe's events sent to it. */
@Module({
  controllers: [RegistrationController, PaymentController, StripeEventsController, StripeEventsAdminController],
})
export class BillingModule {}
