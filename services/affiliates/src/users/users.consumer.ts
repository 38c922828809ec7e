import { Controller } from '@nestjs/common';
import { Events, type PaymentMethodSavedV1, type ReferredRegistrationV1, type UserDeletedV1, type UserRegisteredV1 } from '@reelmix/contracts';
import { type EventContext, type HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { ProgrammeUsersService } from './programme-users.service';
import { UserErasureService } from './user-erasure.service';

/** Accounts, their cards and where referred ones signed up from, from auth and billing. Effects share the inbox transaction. */
@Controller()
export class UsersConsumer {
  constructor(
    private readonly users: ProgrammeUsersService,
    private readonly erasure: UserErasureService,
  ) {}

  @OnEvent(Events.UserRegistered)
  onUserRegistered(event: UserRegisteredV1, context: EventContext): Promise<HandlerOutcome> {
    return this.users.registered(context.manager, event);
  }

  @OnEvent(Events.UserDeleted)
  onUserDeleted(event: UserDeletedV1, context: EventContext): Promise<HandlerOutcome> {
    return this.erasure.erase(context.manager, event);
  }

  @OnEvent(Events.PaymentMethodSaved)
  onPaymentMethodSaved(event: PaymentMethodSavedV1, context: EventContext): Promise<HandlerOutcome> {
    return this.users.cardSaved(context.manager, event);
  }

  @OnEvent(Events.ReferredRegistration)
  onReferredRegistration(event: ReferredRegistrationV1, context: EventContext): Promise<HandlerOutcome> {
    return this.users.referredRegistration(context.manager, event);
  }
}
