import { Injectable, Logger } from '@nestjs/common';
import { type UserDeletedV1 } from '@reelmix/contracts';
import { type HandlerOutcome } from '@reelmix/messaging';
import { EntityManager } from 'typeorm';
import { CommissionsRepository } from '../commissions/commissions.repository';
import { AffiliatesRepository } from '../enrolment/affiliates.repository';
import { lockLedger } from '../programme/ledger-lock';
import { PeopleRepository } from './people.repository';

/**
 * user.deleted.v1: the address and cards are erased. A deleted affiliate earns and is paid
 * nothing more, so their unpaid commissions are voided; paid commissions and payouts stay as
 * the record of money that moved. Commissions a deleted referred user's payments earned stay.
 */
@Injectable()
export class UserErasureService {
  private readonly logger = new Logger(UserErasureService.name);

  constructor(
    private readonly people: PeopleRepository,
    private readonly affiliates: AffiliatesRepository,
    private readonly commissions: CommissionsRepository,
  ) {}

  async erase(manager: EntityManager, event: UserDeletedV1): Promise<HandlerOutcome> {
    await lockLedger(manager);
    const deletedAt = new Date(event.deletedAt);
    await this.people.forget(manager, event.userId, deletedAt);
    await this.commissions.forgetCards(manager, event.userId);
    if (await this.affiliates.markDeleted(manager, event.userId, deletedAt)) {
      const voided = await this.commissions.voidUnpaid(manager, 'account_deleted', event.userId);
      this.logger.log(`Affiliate ${event.userId} deleted; ${voided} unpaid commission(s) voided`);
    }
    return 'done';
  }
}
