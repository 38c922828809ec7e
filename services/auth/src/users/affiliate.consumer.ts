import { Controller } from '@nestjs/common';
import { type AffiliateEnrolledV1, Events } from '@reelmix/contracts';
import { type EventContext, type HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { User } from './user.entity';

/**
 * Keeps `isAffiliate` and `affiliateCode` a projection of the affiliate programme's enrolments:
 * `GET /api/auth/me` reports them, and registrations resolve referral codes against them.
 */
@Controller()
export class AffiliateConsumer {
  @OnEvent(Events.AffiliateEnrolled)
  async onAffiliateEnrolled(event: AffiliateEnrolledV1, context: EventContext): Promise<HandlerOutcome> {
    const result = await context.manager.update(User, { id: event.userId }, { isAffiliate: true, affiliateCode: event.affiliateCode });
    return result.affected ? 'done' : 'skipped';
  }
}
