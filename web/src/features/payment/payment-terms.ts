import type { ConfirmSetupResponse, PaymentConfigView, SubscriptionOfferView } from '@reelmix/contracts';

/**
 * What subscribing does for this customer, as the dialog says it: a free trial (nothing charged
 * today) or, for a customer whose trial was used, the monthly price charged today. Billing
 * decides (the offer) and the dialog only words it, so it never says "free" while charging.
 */
export interface PaymentTerms {
  trialDays: number;
  priceCents: number;
  currency: string;
  chargedTodayCents: number;
}

/** A new registration always starts with the trial. */
export function registrationTerms(config: PaymentConfigView): PaymentTerms {
  return { trialDays: config.trialDays, priceCents: config.priceCents, currency: config.currency, chargedTodayCents: 0 };
}

export function subscriptionTerms(offer: SubscriptionOfferView): PaymentTerms {
  return { trialDays: offer.trialDays, priceCents: offer.priceCents, currency: offer.currency, chargedTodayCents: offer.chargedTodayCents };
}

export const hasTrial = (terms: PaymentTerms) => terms.trialDays > 0 && terms.chargedTodayCents === 0;

/** "$29.00". */
export function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** "$29": the plan's price as the marketing text quotes it. */
export function wholeMoney(cents: number, currency: string): string {
  return money(cents, currency).replace(/\.00$/, '');
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
export const longDate = (iso: string) => LONG_DATE.format(new Date(iso));

export interface TermsWording {
  title: string;
  /** Under the plan's name: what today costs. */
  today: string;
  notes: [string, string];
  submit: string;
}

/** Title while nothing is known yet about this customer's trial. */
export const NEUTRAL_TITLE = 'Upgrade to Pro';

export function wordingOf(terms: PaymentTerms): TermsWording {
  if (hasTrial(terms)) {
    return {
      title: `Start Your ${terms.trialDays}-Day Free Trial`,
      today: `Free ${terms.trialDays}-day trial. No charge today.`,
      notes: [
        `Your card will not be charged during the ${terms.trialDays}-day free trial.`,
        'Cancel anytime before the trial ends and you will not be charged.',
      ],
      submit: 'Start Free Trial',
    };
  }
  const today = money(terms.chargedTodayCents, terms.currency);
  return {
    title: 'Subscribe to Pro',
    today: `Your free trial has been used. You will be charged ${today} today.`,
    notes: [
      `Your card is charged ${today} today and then every month until you cancel.`,
      'Cancel anytime: Pro stays until the end of the month you paid for, and you are not charged again.',
    ],
    submit: `Pay ${today} and Subscribe`,
  };
}

/** The success toast after a signed-in customer's card was saved: what the server says happened. */
export function startedToast(answer: ConfirmSetupResponse): { title: string; description: string } {
  const next = answer.nextChargeAt ? longDate(answer.nextChargeAt) : null;
  if (answer.chargedTodayCents > 0) {
    const charged = money(answer.chargedTodayCents, answer.currency);
    return {
      title: 'Payment Successful',
      description: `You were charged ${charged} today and have Pro now.${next ? ` Your next charge is on ${next}.` : ''}`,
    };
  }
  return {
    title: 'Payment method added successfully',
    description: `Your Pro trial has started!${next ? ` No charge until ${next}.` : ''}`,
  };
}
