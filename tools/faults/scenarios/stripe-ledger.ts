import type { FaultOutcome, Tally } from '../ledger';
import { emptyTally } from '../ledger';
import type { StripeDelivery, StripeEffect } from '../workload/stripe-deliveries';
import type { AnnouncedState, StripeEffects } from '../workload/stripe-effects';
import { MONTH_OF_PRO_CENTS } from '../workload/stripe-payment-events';
import type { ReferredSubscriber } from '../workload/stripe-referral';

/** The programme pays 20% of each payment: $5.80 of a $29.00 month. */
const COMMISSION_CENTS = 580;

/** Whether the fact a group of deliveries reported is in the database, and what is missing or doubled, named. */
interface Verdict {
  present: boolean;
  missing: string[];
  duplicates: string[];
}

/**
 * The round's ledger. Each delivery is judged by the fact it reported: a first report is
 * completed when the fact exists; a replay or re-send only when the fact exists once and the
 * delivery added nothing (a replay must also be answered as a duplicate). A fact applied twice is
 * counted once per extra copy. Commissions have a tally of their own and are not counted again
 * among the events' duplicates, so the round's totals count each extra effect once.
 */
export function stripeLedger(deliveries: StripeDelivery[], effects: StripeEffects, people: ReferredSubscriber, invoiceId: string): FaultOutcome {
  const verdicts: Record<StripeEffect, Verdict> = {
    payment: paymentVerdict(effects, invoiceId),
    subscription: subscriptionVerdict(effects),
    refund: refundVerdict(effects),
  };
  const problems = Object.values(verdicts).flatMap((verdict) => [...verdict.missing, ...verdict.duplicates]);
  const events = emptyTally();
  for (const delivery of deliveries) {
    const verdict = verdicts[delivery.effect];
    const acknowledged = delivery.status === 200;
    const recognised = delivery.kind !== 'replay' || delivery.duplicate === true;
    events.attempted += 1;
    if (acknowledged) events.acknowledged += 1;
    else problems.push(`${describe(delivery)} was answered ${delivery.status ?? 'with nothing'}`);
    if (acknowledged && !recognised) problems.push(`${describe(delivery)} was not recognised as a duplicate`);
    const completed = verdict.present && (delivery.kind === 'first' || (verdict.duplicates.length === 0 && (recognised || !acknowledged)));
    if (completed) events.completed += 1;
    if (acknowledged && !verdict.present) events.lost += 1;
  }
  events.duplicated = Object.values(verdicts).reduce((sum, verdict) => sum + verdict.duplicates.length, 0);
  const commissions = commissionTally(deliveries, effects, people, problems);
  return { tallies: { 'stripe events': events, commissions }, problems };
}

function paymentVerdict(effects: StripeEffects, invoiceId: string): Verdict {
  const counts: Array<[number, string]> = [
    [effects.invoiceRows, `billing invoice row for ${invoiceId}`],
    [effects.invoicePaidAnnouncements, `invoice.paid announcement for ${invoiceId}`],
    [effects.affiliatePayments, `affiliate payment for ${invoiceId}`],
  ];
  return fromCounts(counts);
}

function subscriptionVerdict(effects: StripeEffects): Verdict {
  const missing: string[] = [];
  if (effects.subscriptionStatus !== 'canceled') missing.push(`the subscription ended ${effects.subscriptionStatus ?? 'missing'} in billing, not canceled`);
  const last = effects.announcedStates.at(-1);
  if (last?.status !== 'canceled') missing.push(`the last subscription state announced was ${last?.status ?? 'none'}, not canceled`);
  const duplicates = effects.announcedStates
    .filter((state, index) => index > 0 && sameState(state, effects.announcedStates[index - 1]!))
    .map((state) => `a subscription.changed announcement of an unchanged state (${state.status})`);
  duplicates.push(...copies(effects.cancellationAnnouncements - 1, 'subscription.cancelled announcement'));
  return { present: missing.length === 0, missing, duplicates };
}

function refundVerdict(effects: StripeEffects): Verdict {
  const verdict = fromCounts([[effects.invoiceRefundedAnnouncements, 'invoice.refunded announcement']]);
  if (effects.invoiceRefundedCents !== MONTH_OF_PRO_CENTS) verdict.missing.push(`billing's invoice shows ${effects.invoiceRefundedCents ?? 'no'} cents refunded`);
  if (effects.affiliatePaymentRefundedCents !== MONTH_OF_PRO_CENTS) {
    verdict.missing.push(`the affiliate payment shows ${effects.affiliatePaymentRefundedCents ?? 'no'} cents refunded`);
  }
  // The commission was not paid out yet, so the refund voids it; an adjustment would take the money back twice.
  if (effects.commissions.some((commission) => commission.status !== 'void')) verdict.missing.push('the refunded payment’s commission was not voided');
  verdict.duplicates.push(...Array.from({ length: effects.adjustments }, () => 'a commission adjustment besides the void, taking the refund back twice'));
  verdict.present = verdict.missing.length === 0;
  return verdict;
}

function commissionTally(deliveries: StripeDelivery[], effects: StripeEffects, people: ReferredSubscriber, problems: string[]): Tally {
  const found = effects.commissions;
  const acknowledged = deliveries.some((delivery) => delivery.effect === 'payment' && delivery.status === 200);
  const tally: Tally = {
    attempted: 1,
    acknowledged: acknowledged ? 1 : 0,
    completed: found.length === 1 ? 1 : 0,
    lost: acknowledged && found.length === 0 ? 1 : 0,
    duplicated: Math.max(0, found.length - 1),
  };
  if (tally.lost) problems.push('no commission for the referred customer’s paid invoice');
  problems.push(...copies(tally.duplicated, 'commission for the same invoice'));
  for (const commission of found) {
    if (commission.affiliateId !== people.affiliateId || commission.referredId !== people.referredId || commission.amountCents !== COMMISSION_CENTS) {
      problems.push(`a commission of ${commission.amountCents} cents to ${commission.affiliateId} for ${commission.referredId}, not ${COMMISSION_CENTS} to the referrer`);
    }
  }
  return tally;
}

/** Each effect should exist exactly once: none is missing, and each copy past the first is a duplicate. */
function fromCounts(counts: Array<[number, string]>): Verdict {
  const missing = counts.filter(([count]) => count === 0).map(([, what]) => `no ${what}`);
  const duplicates = counts.flatMap(([count, what]) => copies(count - 1, what));
  return { present: missing.length === 0, missing, duplicates };
}

const copies = (count: number, what: string): string[] => Array.from({ length: Math.max(0, count) }, (_, index) => `a ${ordinal(index + 2)} ${what}`);
const ordinal = (n: number): string => (n === 2 ? 'second' : n === 3 ? 'third' : `${n}th`);
const sameState = (a: AnnouncedState, b: AnnouncedState): boolean => a.status === b.status && a.trialEnd === b.trialEnd && a.currentPeriodEnd === b.currentPeriodEnd;
const describe = (delivery: StripeDelivery): string => `${delivery.kind === 'first' ? '' : `${delivery.kind} of `}${delivery.type} ${delivery.eventId}`;
