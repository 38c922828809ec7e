import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElements } from '@stripe/stripe-js';
import { use, useEffect, useId, type FormEvent } from 'react';
import { CardFormFooter } from './card-form-footer';
import type { CardFormProps, ConfirmCard } from './card-form.types';
import { PaymentUnavailable } from './payment-states';

export interface StripeCardFormProps extends CardFormProps {
  publishableKey: string;
}

// One Stripe.js per key for the page's life: reopening the dialog must not load it again.
const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let pending = stripeByKey.get(publishableKey);
  if (!pending) {
    pending = loadStripe(publishableKey).catch(() => null);
    stripeByKey.set(publishableKey, pending);
  }
  return pending;
}

/**
 * Stripe Elements with separate number, expiry and CVC fields. Loaded with `import()` by the
 * dialog only when the provider is Stripe, so Stripe's code is not part of the first page load.
 */
export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  const stripe = use(stripeFor(publishableKey));
  // A failed load (blocked script, offline) is forgotten once the dialog closes, so the next opening tries again.
  useEffect(() => () => void (stripe === null && stripeByKey.delete(publishableKey)), [stripe, publishableKey]);
  if (!stripe) return <PaymentUnavailable />;
  return (
    <Elements stripe={stripe}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

const ELEMENT_OPTIONS = { style: { base: { fontSize: '16px', color: '#111827', '::placeholder': { color: '#6b7280' } } } };

function StripeCardFields({ submitting, wording, onSubmit }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(confirmWith(stripe, elements));
  }

  return (
    <form className="card-form" aria-label="Card details" onSubmit={submit}>
      <div className="card-form__field card-form__field--wide">
        <span className="rm-label" id={`${id}-number`}>
          Card Number
        </span>
        <div className="rm-input card-form__element" role="group" aria-labelledby={`${id}-number`}>
          <CardNumberElement options={{ ...ELEMENT_OPTIONS, showIcon: true }} />
        </div>
      </div>
      <div className="card-form__field">
        <span className="rm-label" id={`${id}-expiry`}>
          Expiry Date
        </span>
        <div className="rm-input card-form__element" role="group" aria-labelledby={`${id}-expiry`}>
          <CardExpiryElement options={ELEMENT_OPTIONS} />
        </div>
      </div>
      <div className="card-form__field">
        <span className="rm-label" id={`${id}-cvc`}>
          CVC
        </span>
        <div className="rm-input card-form__element" role="group" aria-labelledby={`${id}-cvc`}>
          <CardCvcElement options={ELEMENT_OPTIONS} />
        </div>
      </div>
      <div className="card-form__footer">
        <CardFormFooter submitting={submitting} wording={wording} disabled={!stripe || !elements} />
      </div>
    </form>
  );
}

function confirmWith(stripe: Stripe | null, elements: StripeElements | null): ConfirmCard {
  return async (clientSecret) => {
    const card = elements?.getElement(CardNumberElement);
    if (!stripe || !card) throw new Error('Payment form not properly loaded');
    // Stripe shows its own 3-D Secure step in place; the return URL is used only by the few cards that must redirect.
    const { error, setupIntent } = await stripe.confirmCardSetup(clientSecret, {
      payment_method: { card },
      return_url: window.location.origin,
    });
    if (error) throw new Error(error.message ?? 'Failed to create payment method');
    if (!setupIntent) throw new Error('Failed to confirm payment method');
    return { setupIntentId: setupIntent.id };
  };
}
