import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AdminActor,
  adminActionRecorded,
  auditChanges,
  Events,
  type PayoutLine,
  type PayoutRunRequest,
  type PayoutRunResult,
} from '@reelmix/contracts';
import { OutboxWriter } from '@reelmix/messaging';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { DataSource, EntityManager } from 'typeorm';
import { ApprovalService } from '../commissions/approval.service';
import { CommissionsRepository } from '../commissions/commissions.repository';
import { AffiliatesRepository } from '../enrolment/affiliates.repository';
import { lockLedger } from '../programme/ledger-lock';
import { MINIMUM_PAYOUT_CENTS } from '../programme/programme-terms';
import { newPayoutId } from '../programme/readable-id';
import { PeopleRepository } from '../users/people.repository';
import { whilePayoutRunLockHeld } from './payout-run-lock';
import { type Payout } from './payout.entity';
import { PayoutsRepository } from './payouts.repository';
import { buildPayPalPayoutsCsv, payoutNote } from './paypal-payouts-csv';

/**
 * The monthly payout: approves what is due, then pays every affiliate whose approved balance
 * (adjustments included) reaches $50, one transaction per affiliate. Smaller balances stay
 * approved and roll over to the next run. The money itself moves when an admin uploads the
 * returned PayPal Payouts file. A run an admin starts is audited: each payout in its own
 * transaction (`payout-created`), and the run's totals at its end (`payouts-run`).
 */
@Injectable()
export class PayoutsService {
  private readonly logger = new Logger(PayoutsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly approval: ApprovalService,
    private readonly commissions: CommissionsRepository,
    private readonly affiliates: AffiliatesRepository,
    private readonly people: PeopleRepository,
    private readonly payouts: PayoutsRepository,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run({ adminId, ip }: PayoutRunRequest): Promise<PayoutRunResult> {
    const actor = adminId ? { adminId, ...(ip ? { ip } : {}) } : null;
    return whilePayoutRunLockHeld(this.dataSource, () => this.payAll(actor));
  }

  private async payAll(actor: AdminActor | null): Promise<PayoutRunResult> {
    await this.approval.approveDue();
    const runAt = this.clock.now();
    const payouts: PayoutLine[] = [];
    let rolledOver = 0;
    for (const { affiliateId } of await this.commissions.approvedBalances(this.dataSource.manager)) {
      const line = await this.dataSource.transaction((manager) => this.payOne(manager, affiliateId, runAt, actor));
      if (line) payouts.push(line);
      else rolledOver += 1;
    }
    const note = payoutNote(runAt);
    const csv = buildPayPalPayoutsCsv(payouts.map((line) => ({ email: line.email, amountCents: line.amountCents, reference: line.payoutId, note })));
    const total = payouts.reduce((sum, line) => sum + line.amountCents, 0);
    this.logger.log(`Payout run: ${payouts.length} payout(s), ${total} cents; ${rolledOver} balance(s) below the minimum rolled over`);
    if (actor) {
      const changes = auditChanges(null, { payouts: payouts.length, totalCents: total, rolledOver });
      await this.dataSource.transaction((manager) =>
        this.outbox.add(manager, Events.AdminActionRecorded, adminActionRecorded(actor, 'payouts-run', { changes }, runAt)),
      );
    }
    return { runAt: runAt.toISOString(), payouts, csv, rolledOver };
  }

  /** Pays one affiliate, or returns null when their balance is below the minimum (it rolls over). */
  private async payOne(manager: EntityManager, affiliateId: string, at: Date, actor: AdminActor | null): Promise<PayoutLine | null> {
    await lockLedger(manager);
    // Read again under the lock: what an earlier run, a refund or a deletion changed counts.
    const affiliate = await this.affiliates.active(manager, affiliateId);
    const due = affiliate ? await this.commissions.approvedOf(manager, affiliateId) : [];
    const amountCents = due.reduce((sum, commission) => sum + commission.amountCents, 0);
    if (amountCents < MINIMUM_PAYOUT_CENTS) return null;
    const email = (await this.people.find(manager, affiliateId))?.email;
    if (!email) {
      this.logger.error(`Affiliate ${affiliateId} is owed ${amountCents} cents but has no known e-mail; left for the next run`);
      return null;
    }
    const payout: Payout = {
      id: newPayoutId(at),
      affiliateId,
      amountCents,
      commissionCount: due.length,
      adminId: actor?.adminId ?? null,
      createdAt: at,
    };
    await this.payouts.add(manager, payout);
    await this.commissions.markPaid(
      manager,
      due.map((commission) => commission.id),
      payout.id,
      at,
    );
    if (actor) {
      const changes = auditChanges(null, { payoutId: payout.id, amountCents, commissionCount: due.length });
      const target = { kind: 'user', id: affiliateId } as const;
      await this.outbox.add(manager, Events.AdminActionRecorded, adminActionRecorded(actor, 'payout-created', { target, changes }, at));
    }
    return { payoutId: payout.id, affiliateId, email, amountCents, commissionCount: due.length };
  }
}
