import { createHash, randomBytes } from 'node:crypto';

const ALPHANUMERIC = /[^A-Za-z0-9]/g;

function randomAlphanumeric(length: number): string {
  // Over-draw because base64 also yields '+' and '/', which Stripe ids never contain.
  return randomBytes(length * 2).toString('base64').replace(ALPHANUMERIC, '').slice(0, length);
}

/** An id in Stripe's form: a type prefix, an underscore and 24 letters or digits (`cus_…`). */
export function newStripeId(prefix: string): string {
  return `${prefix}_${randomAlphanumeric(24)}`;
}

/** Stripe.js only accepts client secrets of the form `<intent id>_secret_<random>`. */
export function newClientSecret(intentId: string): string {
  return `${intentId}_secret_${randomAlphanumeric(24)}`;
}

/** A webhook signing secret in Stripe's form, `whsec_…`. */
export function newWebhookSecret(): string {
  return `whsec_${randomAlphanumeric(32)}`;
}

/**
 * The same card number always gets the same fingerprint, across customers and runs, so code that
 * detects a card reused for a second free trial can be tested.
 */
export function cardFingerprint(cardNumber: string): string {
  const digest = createHash('sha256').update(`fake-stripe-card:${cardNumber}`).digest('base64');
  return digest.replace(ALPHANUMERIC, '').slice(0, 16);
}
