import type { TermsWording } from './payment-terms';

/**
 * Saves the card entered in a card form against a setup intent, as Stripe.js `confirmCardSetup`
 * does, and answers the confirmed setup intent's id. Rejects with the text to show.
 */
export type ConfirmCard = (clientSecret: string) => Promise<{ setupIntentId: string }>;

/** What the dialog gives either card form (Stripe Elements or the built-in test provider's). */
export interface CardFormProps {
  submitting: boolean;
  wording: TermsWording;
  /** Called on submit with a way to confirm the card just entered. */
  onSubmit: (confirmCard: ConfirmCard) => void;
}
