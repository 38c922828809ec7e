/**
 * Checkout events for whatever tags the site adds (an ad pixel, an affiliate tracker). The app loads
 * no tracking script itself, so each call is a no-op unless a tag has put its queue on `window`.
 */

/** The amount the conversion event reports (docs/product-rules.md#registration-trial-and-billing), in cents ($29.97). */
export const CONVERSION_AMOUNT_CENTS = 2997;
export const CONVERSION_CURRENCY = 'USD';

type TagQueue = { push: (event: Record<string, unknown>) => unknown };

declare global {
  interface Window {
    /** The ad pixel's entry point, when its tag is on the page. */
    fbq?: (command: 'track', event: string, data?: Record<string, unknown>) => void;
    /** A tag manager's queue, when one is on the page. */
    dataLayer?: TagQueue;
  }
}

/** Pricing's trial button. */
export function trackCheckoutStart(): void {
  window.fbq?.('track', 'InitiateCheckout');
  window.dataLayer?.push({ event: 'checkout_start' });
}

/** The payment dialog's submit button (the ad pixel's purchase event: docs/product-rules.md#registration-trial-and-billing). */
export function trackPurchaseSubmit(): void {
  window.fbq?.('track', 'Purchase', { value: CONVERSION_AMOUNT_CENTS / 100, currency: CONVERSION_CURRENCY });
}

/** A trial started (the affiliate tracker's conversion: docs/product-rules.md#registration-trial-and-billing). */
export function trackConversion(): void {
  window.dataLayer?.push({ event: 'conversion', amount: CONVERSION_AMOUNT_CENTS, currency: CONVERSION_CURRENCY });
}
