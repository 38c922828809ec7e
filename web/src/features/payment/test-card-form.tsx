import { Input, Label } from '@reelmix/ui';
import { useId, type FormEvent } from 'react';
import { confirmTestCard } from '../../api/payment';
import { serverMessage } from '../../lib/server-message';
import { CardFormFooter } from './card-form-footer';
import type { CardFormProps, ConfirmCard } from './card-form.types';

/**
 * The built-in test provider's card form (no Stripe key configured): the same three fields as
 * Stripe Elements, confirmed by the gateway's stand-in for `confirmCardSetup`.
 */
export function TestCardForm({ submitting, wording, onSubmit }: CardFormProps) {
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    onSubmit(confirmWith(field('cardNumber'), field('expiry'), field('cvc')));
  }

  return (
    <form className="card-form" aria-label="Card details" onSubmit={submit} noValidate>
      <div className="card-form__field card-form__field--wide">
        <Label htmlFor={`${id}-number`}>Card Number</Label>
        <Input
          id={`${id}-number`}
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
          required
        />
      </div>
      <div className="card-form__field">
        <Label htmlFor={`${id}-expiry`}>Expiry Date</Label>
        <Input id={`${id}-expiry`} name="expiry" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" maxLength={7} required />
      </div>
      <div className="card-form__field">
        <Label htmlFor={`${id}-cvc`}>CVC</Label>
        <Input id={`${id}-cvc`} name="cvc" inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} required />
      </div>
      <div className="card-form__footer">
        <CardFormFooter submitting={submitting} wording={wording} />
      </div>
    </form>
  );
}

function confirmWith(cardNumber: string, expiry: string, cvc: string): ConfirmCard {
  return async (clientSecret) => {
    const parsed = parseExpiry(expiry);
    // Stripe's own words for an unreadable expiry, as the provider answers for the other fields.
    if (!parsed) throw new Error("Your card's expiration date is incomplete.");
    try {
      const answer = await confirmTestCard(clientSecret, { cardNumber, cvc, ...parsed });
      return { setupIntentId: answer.setupIntentId };
    } catch (error) {
      throw new Error(serverMessage(error) ?? 'Failed to create payment method');
    }
  };
}

/** `MM/YY` or `MM/YYYY` (spaces allowed around the slash). */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  return { expMonth, expYear: match[2].length === 2 ? 2000 + year : year };
}
