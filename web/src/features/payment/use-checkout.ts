import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@reelmix/ui';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/http';
import { completeRegistration, confirmSetup } from '../../api/payment';
import { queryKeys } from '../../lib/query-keys';
import { serverMessage } from '../../lib/server-message';
import type { ConfirmCard } from './card-form.types';
import { trackConversion, trackPurchaseSubmit } from './checkout-tracking';
import { startedToast } from './payment-terms';
import type { PaymentDialogMode } from './payment-dialog.types';
import { AlreadySubscribedError, requestSubscriptionSetup, type SetupAnswer } from './setup-intent-request';

export type CheckoutPhase = 'form' | 'submitting' | 'succeeded' | 'already-active';

/**
 * Steps 3 and 4 of docs/product-rules.md#registration-trial-and-billing: confirm the card with the provider, then either create the
 * account (registration) or confirm the setup (a signed-in customer). Every failure is a
 * 'Payment Error' toast and the form is usable again.
 */
export function useCheckout(mode: PaymentDialogMode, registrationSetup: SetupAnswer | undefined) {
  const [phase, setPhase] = useState<CheckoutPhase>('form');
  // A declined card is retried on the same setup intent rather than opening a new one each time.
  const subscriptionSetup = useRef<SetupAnswer | null>(null);
  const client = useQueryClient();
  const { toast } = useToast();

  async function subscribe(confirmCard: ConfirmCard): Promise<void> {
    subscriptionSetup.current ??= await requestSubscriptionSetup();
    const secret = subscriptionSetup.current.clientSecret;
    if (!secret) {
      subscriptionSetup.current = null;
      throw new Error('Payment setup incomplete - missing client secret');
    }
    const { setupIntentId } = await confirmCard(secret);
    const answer = await serverStep(() => confirmSetup(setupIntentId), () => 'Failed to confirm payment method');
    // Worded from what billing did (a trial, or a charge today), not from what the dialog expected.
    toast({ ...startedToast(answer), variant: 'success' });
  }

  async function register(confirmCard: ConfirmCard, registration: Extract<PaymentDialogMode, { kind: 'register' }>['registration']) {
    const secret = registrationSetup?.clientSecret;
    if (!secret) throw new Error('No client secret available for setup intent confirmation');
    const { setupIntentId } = await confirmCard(secret);
    const { requestedPro, ...userData } = registration;
    await serverStep(() => completeRegistration(setupIntentId, userData, requestedPro), (status) => `Registration failed (${status})`);
    toast({
      title: 'Welcome to Reelmix!',
      description: 'Your account has been created and your 7-day free trial has started.',
      variant: 'success',
    });
  }

  async function submit(confirmCard: ConfirmCard): Promise<void> {
    if (phase === 'submitting') return;
    trackPurchaseSubmit();
    setPhase('submitting');
    try {
      if (mode.kind === 'register') await register(confirmCard, mode.registration);
      else await subscribe(confirmCard);
      trackConversion();
      setPhase('succeeded');
      // Registration signed the new customer in; a subscription changed their plan (and used the trial). Every screen follows.
      await client.invalidateQueries({ queryKey: queryKeys.currentUser });
      await client.invalidateQueries({ queryKey: queryKeys.subscriptionOffer });
    } catch (error) {
      if (error instanceof AlreadySubscribedError) {
        setPhase('already-active');
        await client.invalidateQueries({ queryKey: queryKeys.currentUser });
        return;
      }
      setPhase('form');
      toast({ title: 'Payment Error', description: checkoutMessage(error), variant: 'destructive' });
    }
  }

  return { phase, submit };
}

/** A gateway call after the card step: its message, or the fallback for its status. */
async function serverStep<T>(run: () => Promise<T>, fallback: (status: number) => string): Promise<T> {
  let answer: T;
  try {
    answer = await run();
  } catch (error) {
    if (error instanceof SyntaxError) throw new Error('Invalid response from server');
    if (error instanceof ApiError) throw new Error(serverMessage(error) ?? fallback(error.status));
    throw error;
  }
  if (answer === undefined) throw new Error('Empty response from server');
  return answer;
}

function checkoutMessage(error: unknown): string {
  // Network failures surface as TypeError('Failed to fetch'): not a sentence for customers.
  if (error instanceof Error && !(error instanceof TypeError) && error.message) return error.message;
  return 'An unexpected error occurred. Please try again.';
}
