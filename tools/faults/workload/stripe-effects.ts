import { Events } from '@reelmix/contracts';
import type { FaultStack } from '../fault-stack';
import type { PaidInvoice } from './stripe-payment-events';

/** A state billing announced for the subscription, in the order billing versioned them. */
export interface AnnouncedState {
  status: string;
  trialEnd: string | null;
  currentPeriodEnd: string | null;
}

export interface AffiliateCommission {
  affiliateId: string;
  referredId: string;
  amountCents: number;
  status: string;
}

/** What the stack's database holds about one paid invoice and its subscription, read around the services. */
export interface StripeEffects {
  invoiceRows: number;
  invoiceRefundedCents: number | null;
  invoicePaidAnnouncements: number;
  invoiceRefundedAnnouncements: number;
  affiliatePayments: number;
  affiliatePaymentRefundedCents: number | null;
  commissions: AffiliateCommission[];
  /** Negative rows the programme adds when money already paid out is refunded. */
  adjustments: number;
  subscriptionStatus: string | null;
  announcedStates: AnnouncedState[];
  cancellationAnnouncements: number;
}

export async function readStripeEffects(stack: FaultStack, invoice: PaidInvoice): Promise<StripeEffects> {
  const { invoiceId, subscriptionId } = invoice;
  const [billingInvoices, paymentRows, commissionRows, subscriptionRows] = await Promise.all([
    stack.query<{ refunded: number }>(`SELECT "amount_refunded_cents" AS refunded FROM "billing"."invoices" WHERE "id" = $1`, [invoiceId]),
    stack.query<{ refunded: number }>(`SELECT "amount_refunded_cents" AS refunded FROM "affiliates"."payments" WHERE "invoice_id" = $1`, [invoiceId]),
    stack.query<{ kind: string; affiliate_id: string; referred_id: string; amount_cents: number; status: string }>(
      `SELECT "kind", "affiliate_id", "referred_id", "amount_cents", "status" FROM "affiliates"."commissions" WHERE "invoice_id" = $1`,
      [invoiceId],
    ),
    stack.query<{ status: string }>(`SELECT "status" FROM "billing"."subscriptions" WHERE "id" = $1`, [subscriptionId]),
  ]);
  const announced = await billingAnnouncements(stack, invoice);
  return {
    invoiceRows: billingInvoices.length,
    invoiceRefundedCents: billingInvoices[0]?.refunded ?? null,
    invoicePaidAnnouncements: announced.filter((row) => row.event_name === Events.InvoicePaid).length,
    invoiceRefundedAnnouncements: announced.filter((row) => row.event_name === Events.InvoiceRefunded).length,
    affiliatePayments: paymentRows.length,
    affiliatePaymentRefundedCents: paymentRows[0]?.refunded ?? null,
    commissions: commissionRows
      .filter((row) => row.kind === 'commission')
      .map((row) => ({ affiliateId: row.affiliate_id, referredId: row.referred_id, amountCents: row.amount_cents, status: row.status })),
    adjustments: commissionRows.filter((row) => row.kind === 'adjustment').length,
    subscriptionStatus: subscriptionRows[0]?.status ?? null,
    announcedStates: announced
      .filter((row) => row.event_name === Events.SubscriptionChanged)
      .map(({ payload }) => ({ status: String(payload.status), trialEnd: nullable(payload.trialEnd), currentPeriodEnd: nullable(payload.currentPeriodEnd) })),
    cancellationAnnouncements: announced.filter((row) => row.event_name === Events.SubscriptionCancelled).length,
  };
}

/**
 * Billing's outbox rows for the invoice and the subscription. Subscription states are ordered by
 * their `occurredAt`, the row's state version, which only grows for one subscription; the rows'
 * `created_at` is each transaction's start and may not be.
 */
function billingAnnouncements(stack: FaultStack, { invoiceId, subscriptionId }: PaidInvoice) {
  return stack.query<{ event_name: string; payload: Record<string, unknown> }>(
    `SELECT "event_name", "payload" FROM "billing"."outbox"
     WHERE ("event_name" = ANY($1) AND "payload"->>'invoiceId' = $2) OR ("event_name" = ANY($3) AND "payload"->>'subscriptionId' = $4)
     ORDER BY "payload"->>'occurredAt', "created_at"`,
    [[Events.InvoicePaid, Events.InvoiceRefunded], invoiceId, [Events.SubscriptionChanged, Events.SubscriptionCancelled], subscriptionId],
  );
}

/**
 * How many of billing's announcements about the invoice the affiliate programme has not handled
 * yet (its inbox keys each by the outbox row's id). Zero means any duplicate they could cause
 * would already show.
 */
export async function unhandledInvoiceAnnouncements(stack: FaultStack, invoiceId: string): Promise<number> {
  const [row] = await stack.query<{ waiting: number }>(
    `SELECT count(*)::int AS waiting FROM "billing"."outbox" o
     WHERE o."event_name" = ANY($1) AND o."payload"->>'invoiceId' = $2
       AND NOT EXISTS (SELECT 1 FROM "affiliates"."inbox" i WHERE i."message_id" = o."id"::text)`,
    [[Events.InvoicePaid, Events.InvoiceRefunded], invoiceId],
  );
  return row?.waiting ?? 0;
}

const nullable = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
