import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { Commission, type CommissionStatus, type VoidReason } from './commission.entity';
import { Payment } from './payment.entity';

export type Balances = Record<CommissionStatus, number>;

export const NO_BALANCES: Readonly<Balances> = Object.freeze({ pending: 0, approved: 0, paid: 0, void: 0 });

type NewCommission = Pick<
  Commission,
  'id' | 'affiliateId' | 'referredId' | 'invoiceId' | 'kind' | 'amountCents' | 'status' | 'invoicePaidAt' | 'approvedAt' | 'voidReason' | 'createdAt'
>;

/** The `payments` and `commissions` tables. Writers call these inside a transaction holding the ledger lock. */
@Injectable()
export class CommissionsRepository {
  /** Returns false when the invoice was already recorded. */
  async addPayment(manager: EntityManager, payment: Omit<Payment, 'amountRefundedCents' | 'createdAt'>): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(Payment)
      .values({ ...payment, amountRefundedCents: 0 })
      .orIgnore()
      .returning(['invoice_id'])
      .execute();
    return (result.raw as unknown[]).length === 1;
  }

  paymentsOf(manager: EntityManager, userId: string): Promise<Payment[]> {
    return manager.find(Payment, { where: { userId }, order: { paidAt: 'ASC' } });
  }

  payment(manager: EntityManager, invoiceId: string): Promise<Payment | null> {
    return manager.findOneBy(Payment, { invoiceId });
  }

  async setRefunded(manager: EntityManager, invoiceId: string, amountRefundedCents: number): Promise<void> {
    await manager.update(Payment, { invoiceId }, { amountRefundedCents });
  }

  async forgetCards(manager: EntityManager, userId: string): Promise<void> {
    await manager.update(Payment, { userId }, { cardFingerprint: null });
  }

  /** Invoices of the referred user that already have their commission row. */
  async invoicesWithCommission(manager: EntityManager, referredId: string): Promise<Set<string>> {
    const rows = await manager.find(Commission, { select: { invoiceId: true }, where: { referredId, kind: 'commission' } });
    return new Set(rows.map((row) => row.invoiceId));
  }

  /** Returns false when the invoice already has a commission (the unique index decides). */
  async add(manager: EntityManager, commission: NewCommission): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO "affiliates"."commissions"
         ("id", "affiliate_id", "referred_id", "invoice_id", "kind", "amount_cents", "status", "invoice_paid_at", "approved_at", "void_reason", "created_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT ("invoice_id") WHERE "kind" = 'commission' DO NOTHING
       RETURNING "id"`,
      [
        commission.id,
        commission.affiliateId,
        commission.referredId,
        commission.invoiceId,
        commission.kind,
        commission.amountCents,
        commission.status,
        commission.invoicePaidAt,
        commission.approvedAt,
        commission.voidReason,
        commission.createdAt,
      ],
    );
    return rows.length === 1;
  }

  commissionOfInvoice(manager: EntityManager, invoiceId: string): Promise<Commission | null> {
    return manager.findOneBy(Commission, { invoiceId, kind: 'commission' });
  }

  /** What the affiliate has been paid, or is owed, for an invoice: its commission plus adjustments, void excluded. */
  async settledForInvoice(manager: EntityManager, invoiceId: string): Promise<number> {
    const [row]: Array<{ cents: string | null }> = await manager.query(
      `SELECT SUM("amount_cents") AS cents FROM "affiliates"."commissions" WHERE "invoice_id" = $1 AND "status" <> 'void'`,
      [invoiceId],
    );
    return Number(row?.cents ?? 0);
  }

  async update(manager: EntityManager, id: string, changes: Partial<Pick<Commission, 'amountCents' | 'status' | 'voidReason'>>): Promise<void> {
    await manager.update(Commission, { id }, { ...changes, updatedAt: () => 'now()' });
  }

  /** Voids what is not paid yet: of one affiliate, or of one referral when `referredId` is given. */
  async voidUnpaid(manager: EntityManager, reason: VoidReason, affiliateId: string, referredId?: string): Promise<number> {
    const result = await manager.update(
      Commission,
      { affiliateId, ...(referredId ? { referredId } : {}), status: In(['pending', 'approved']) },
      { status: 'void', voidReason: reason, updatedAt: () => 'now()' },
    );
    return result.affected ?? 0;
  }

  /** Approves pending commissions on payments made before `cutoff`. Returns how many. */
  async approveDue(manager: EntityManager, cutoff: Date, now: Date): Promise<number> {
    const [, count]: [unknown[], number] = await manager.query(
      `UPDATE "affiliates"."commissions" SET "status" = 'approved', "approved_at" = $2, "updated_at" = now()
       WHERE "status" = 'pending' AND "invoice_paid_at" < $1`,
      [cutoff, now],
    );
    return count;
  }

  /** Affiliates (not deleted) with approved commissions, and the sum of those, adjustments included. */
  async approvedBalances(manager: EntityManager): Promise<Array<{ affiliateId: string; cents: number }>> {
    const rows: Array<{ affiliate_id: string; cents: string }> = await manager.query(
      `SELECT c."affiliate_id", SUM(c."amount_cents") AS cents
       FROM "affiliates"."commissions" c JOIN "affiliates"."affiliates" a ON a."user_id" = c."affiliate_id"
       WHERE c."status" = 'approved' AND a."deleted_at" IS NULL
       GROUP BY c."affiliate_id" ORDER BY c."affiliate_id"`,
    );
    return rows.map((row) => ({ affiliateId: row.affiliate_id, cents: Number(row.cents) }));
  }

  approvedOf(manager: EntityManager, affiliateId: string): Promise<Commission[]> {
    return manager.find(Commission, { where: { affiliateId, status: 'approved' }, lock: { mode: 'pessimistic_write' } });
  }

  async markPaid(manager: EntityManager, ids: string[], payoutId: string, paidAt: Date): Promise<void> {
    await manager.update(Commission, { id: In(ids), status: 'approved' }, { status: 'paid', paidAt, payoutId, updatedAt: () => 'now()' });
  }

  /** Sums per status for each affiliate asked about; affiliates without commissions get zeros. */
  async balancesOf(manager: EntityManager, affiliateIds: string[]): Promise<Map<string, Balances>> {
    const balances = new Map<string, Balances>(affiliateIds.map((id) => [id, { ...NO_BALANCES }]));
    if (affiliateIds.length === 0) return balances;
    const rows: Array<{ affiliate_id: string; status: CommissionStatus; cents: string }> = await manager.query(
      `SELECT "affiliate_id", "status", SUM("amount_cents") AS cents FROM "affiliates"."commissions"
       WHERE "affiliate_id" = ANY($1::uuid[]) GROUP BY "affiliate_id", "status"`,
      [affiliateIds],
    );
    for (const row of rows) {
      const entry = balances.get(row.affiliate_id);
      if (entry) entry[row.status] = Number(row.cents);
    }
    return balances;
  }
}
