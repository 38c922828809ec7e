import type { PaymentConfigView } from '@reelmix/contracts';
import { Dialog } from '@reelmix/ui';
import { lazy, Suspense, useEffect, useEffectEvent, type ComponentType, type JSX } from 'react';
import { hasSubscriptionAccess } from '../../lib/subscription-access';
import { useCurrentUser } from '../../session/use-current-user';
import type { CardFormProps } from './card-form.types';
import type { PaymentDialogProps } from './payment-dialog.types';
import { AccessActivated, PaymentLoading, PaymentUnavailable, SubscriptionActive } from './payment-states';
import { PlanSummary } from './plan-summary';
import type { StripeCardFormProps } from './stripe-card-form';
import { NEUTRAL_TITLE, type PaymentTerms, registrationTerms, subscriptionTerms, wordingOf } from './payment-terms';
import { TestCardForm } from './test-card-form';
import { useCheckout } from './use-checkout';
import { usePaymentConfig } from './use-payment-config';
import { useRegistrationSetup } from './use-registration-setup';
import { useSubscriptionOffer } from './use-subscription-offer';
import './payment.css';

export type { PaymentDialogMode, PaymentDialogProps } from './payment-dialog.types';

/** docs/product-rules.md#registration-trial-and-billing: the success view stays this long before the success handler runs. */
export const SUCCESS_VIEW_MS = 2000;

// Stripe.js and its React bindings are fetched only when the provider is Stripe and the dialog opens.
// A chunk that cannot be fetched (offline, a deploy in between) reads as the payment system being down.
const StripeCardForm = lazy<ComponentType<StripeCardFormProps>>(() =>
  import('./stripe-card-form').catch(() => ({ default: PaymentUnavailable })),
);

/**
 * The card step of Pro (docs/product-rules.md#registration-trial-and-billing): for a
 * new registration (always the 7-day trial) or for a signed-in customer without Pro, whose offer
 * says before the card is typed whether it is the trial or a charge today.
 */
export function PaymentDialog(props: PaymentDialogProps): JSX.Element | null {
  // Mounted only while open, so every opening starts from a fresh setup and an empty form.
  if (!props.open) return null;
  return <PaymentDialogContent {...props} />;
}

function PaymentDialogContent({ mode, onSuccess, onClose }: PaymentDialogProps) {
  const { user } = useCurrentUser();
  const { config, isLoading: configLoading, isError: configFailed } = usePaymentConfig();
  const registration = useRegistrationSetup(mode.kind === 'register' ? mode.registration.email : null, onClose);
  const subscription = useSubscriptionOffer(mode.kind === 'subscribe');
  const { phase, submit } = useCheckout(mode, registration.setup);
  let terms: PaymentTerms | null = null;
  if (mode.kind === 'register' && config) terms = registrationTerms(config);
  else if (mode.kind === 'subscribe' && subscription.offer) terms = subscriptionTerms(subscription.offer);
  const wording = terms ? wordingOf(terms) : null;

  const finish = useEffectEvent(onSuccess);
  useEffect(() => {
    if (phase !== 'succeeded') return;
    const timer = setTimeout(finish, SUCCESS_VIEW_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  let body: JSX.Element;
  if (phase === 'succeeded') body = <AccessActivated />;
  else if (mode.kind === 'subscribe' && (phase === 'already-active' || hasSubscriptionAccess(user))) {
    body = <SubscriptionActive onContinue={onSuccess} />;
  } else if (configFailed || subscription.isError || (registration.isError && !onClose)) body = <PaymentUnavailable />;
  // A failed registration setup closes the dialog (its toast says why); until then it keeps the spinner.
  else if (configLoading || registration.isLoading || registration.isError || subscription.isLoading || !config || !terms || !wording) {
    body = <PaymentLoading />;
  } else {
    body = (
      <>
        <PlanSummary terms={terms} wording={wording} />
        <CardForm
          config={config}
          wording={wording}
          submitting={phase === 'submitting'}
          onSubmit={(confirmCard) => void submit(confirmCard)}
        />
      </>
    );
  }

  return (
    <Dialog open title={wording?.title ?? NEUTRAL_TITLE} onClose={phase === 'submitting' ? undefined : onClose} className="payment-dialog">
      {body}
    </Dialog>
  );
}

function CardForm({ config, ...props }: CardFormProps & { config: PaymentConfigView }) {
  if (config.provider === 'test') return <TestCardForm {...props} />;
  if (!config.publishableKey) return <PaymentUnavailable />;
  return (
    <Suspense fallback={<PaymentLoading />}>
      <StripeCardForm publishableKey={config.publishableKey} {...props} />
    </Suspense>
  );
}
