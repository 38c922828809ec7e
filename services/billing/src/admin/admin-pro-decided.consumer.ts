import { Controller } from '@nestjs/common';
import { type AdminProDecidedV1, Events } from '@reelmix/contracts';
import { type EventContext, type HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { ComplimentaryProService } from './complimentary-pro.service';

/**
 * Billing's part of the admin's Pro calls, which auth takes and records (a Pro account made, the
 * Pro toggle). A failure is retried until billing has done it; the inbox makes a redelivered
 * decision one change, not two.
 */
@Controller()
export class AdminProDecidedConsumer {
  constructor(private readonly complimentary: ComplimentaryProService) {}

  @OnEvent(Events.AdminProDecided)
  onAdminProDecided(event: AdminProDecidedV1, context: EventContext): Promise<HandlerOutcome> {
    return this.complimentary.decide(context.manager, event);
  }
}
