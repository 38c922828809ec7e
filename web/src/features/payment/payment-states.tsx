import { Button, Spinner } from '@reelmix/ui';
import { useEffect, useRef } from 'react';

/** The dialog's views other than the card form (docs/product-rules.md#registration-trial-and-billing). */

export function PaymentLoading() {
  return (
    <div className="payment-state">
      {/* The sentence below is what is read out; the ring itself says nothing more. */}
      <Spinner size="lg" aria-hidden="true" />
      <p role="status">Loading payment form...</p>
    </div>
  );
}

export function PaymentUnavailable() {
  return (
    <div className="payment-state" role="alert">
      <p>Payment system is not available at the moment. Please try again later.</p>
    </div>
  );
}

export function SubscriptionActive({ onContinue }: { onContinue: () => void }) {
  return (
    <div className="payment-state payment-state--success">
      <span className="payment-state__icon" aria-hidden="true">
        ✓
      </span>
      <p className="payment-state__title">Pro Subscription Active!</p>
      <p>Your account already has Pro access.</p>
      {/* Replaces the form the focus was in, so focus moves here rather than falling out of the dialog. */}
      <Button onClick={onContinue} autoFocus>
        Continue
      </Button>
    </div>
  );
}

export function AccessActivated() {
  // The submit button that had focus is gone; the view takes it so it stays inside the dialog.
  const view = useRef<HTMLDivElement>(null);
  useEffect(() => view.current?.focus(), []);
  return (
    <div ref={view} tabIndex={-1} className="payment-state payment-state--success" role="status">
      <span className="payment-state__icon" aria-hidden="true">
        ✓
      </span>
      <p className="payment-state__title">Pro Access Activated!</p>
      <p>Redirecting you to the dashboard...</p>
    </div>
  );
}
