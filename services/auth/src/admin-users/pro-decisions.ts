import { Inject, Injectable } from '@nestjs/common';
import { type AdminActor, Events } from '@reelmix/contracts';
import { OutboxWriter } from '@reelmix/messaging';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { EntityManager } from 'typeorm';

/**
 * An admin's decision that a customer has Pro or not. Pro is billing's to grant or end, so auth
 * only records the decision, in the transaction of its own part of the same admin call: billing
 * carries it out from the outbox (admin.pro-decided.v1), retried until done, and the call is never
 * left half done by a billing that is slow or away.
 */
@Injectable()
export class ProDecisions {
  constructor(
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(manager: EntityManager, actor: AdminActor, userId: string, isPro: boolean): Promise<void> {
    await this.outbox.add(manager, Events.AdminProDecided, {
      userId,
      isPro,
      adminId: actor.adminId,
      ...(actor.ip ? { ip: actor.ip } : {}),
      decidedAt: this.clock.now().toISOString(),
    });
  }
}
