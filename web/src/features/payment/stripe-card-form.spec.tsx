import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { AppProviders } from '../../app-providers';
import { PaymentDialog, type PaymentDialogMode } from './payment-dialog';
import { checkoutRoutes, setupIntent, STRIPE_CONFIG } from './payment.fixtures';

// Stripe.js itself loads from Stripe's servers; here both packages are stand-ins that record their use.
const stripe = vi.hoisted(() => {
  const cardElement = { kind: 'card-number-element' };
  return {
    cardElement,
    loadStripe: vi.fn(),
    confirmCardSetup: vi.fn(),
    elements: { getElement: () => cardElement },
  };
});

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  CardNumberElement: () => <div data-testid="stripe-card-number" />,
  CardExpiryElement: () => <div data-testid="stripe-card-expiry" />,
  CardCvcElement: () => <div data-testid="stripe-card-cvc" />,
  useStripe: () => ({ confirmCardSetup: stripe.confirmCardSetup }),
  useElements: () => stripe.elements,
}));

const REGISTER: PaymentDialogMode = { kind: 'register', registration: { email: 'new@example.com', password: 'secret123', requestedPro: false } };

// Stripe.js is kept per key for the page's life, so each test uses a key of its own.
let keyNumber = 0;
function stripeConfig() {
  keyNumber += 1;
  return { ...STRIPE_CONFIG, publishableKey: `pk_test_${keyNumber}` };
}

function renderDialog() {
  const onSuccess = vi.fn();
  render(
    <AppProviders>
      <PaymentDialog open mode={REGISTER} onSuccess={onSuccess} onClose={vi.fn()} />
    </AppProviders>,
  );
  return { onSuccess };
}

const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

describe('PaymentDialog with Stripe', () => {
  beforeEach(() => {
    stripe.loadStripe.mockReset().mockResolvedValue({ id: 'stripe-instance' });
    stripe.confirmCardSetup.mockReset().mockResolvedValue({ setupIntent: { id: 'seti_FromStripe', status: 'succeeded' } });
  });

  it('does not load Stripe for the built-in test provider', async () => {
    mockApi(checkoutRoutes());
    renderDialog();

    expect(await screen.findByRole('textbox', { name: 'Card Number' })).toBeInTheDocument();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  it('loads Stripe with the publishable key and shows separate number, expiry and CVC elements', async () => {
    const config = stripeConfig();
    mockApi({ ...checkoutRoutes(), 'GET /api/payment/config': { body: config } });
    renderDialog();

    const number = await screen.findByRole('group', { name: 'Card Number' });
    expect(within(number).getByTestId('stripe-card-number')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Expiry Date' })).getByTestId('stripe-card-expiry')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'CVC' })).getByTestId('stripe-card-cvc')).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith(config.publishableKey);
    expect(screen.queryByRole('textbox', { name: 'Card Number' })).not.toBeInTheDocument();
  });

  it('confirms the card setup with Stripe and completes the registration with its setup intent', async () => {
    const user = userEvent.setup();
    const api = mockApi({ ...checkoutRoutes(), 'GET /api/payment/config': { body: stripeConfig() } });
    renderDialog();

    await user.click(await screen.findByRole('button', { name: 'Start Free Trial' }));

    expect(await screen.findByText('Pro Access Activated!')).toBeInTheDocument();
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith(setupIntent().clientSecret, {
      payment_method: { card: stripe.cardElement },
      return_url: window.location.origin,
    });
    expect(api.callsTo('POST /api/payment/complete-registration')[0].body).toMatchObject({ setupIntentId: 'seti_FromStripe' });
    expect(api.callsTo('POST /api/payment/test-card/confirm')).toHaveLength(0);
  });

  it("shows Stripe's card error and re-enables the button", async () => {
    const user = userEvent.setup();
    stripe.confirmCardSetup.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    const api = mockApi({ ...checkoutRoutes(), 'GET /api/payment/config': { body: stripeConfig() } });
    renderDialog();

    await user.click(await screen.findByRole('button', { name: 'Start Free Trial' }));

    expect(await notifications().findByText('Your card was declined.')).toBeInTheDocument();
    expect(notifications().getByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
    expect(api.callsTo('POST /api/payment/complete-registration')).toHaveLength(0);
  });

  it('says the payment system is unavailable when Stripe.js cannot load', async () => {
    stripe.loadStripe.mockResolvedValue(null);
    mockApi({ ...checkoutRoutes(), 'GET /api/payment/config': { body: stripeConfig() } });
    renderDialog();

    expect(await screen.findByText('Payment system is not available at the moment. Please try again later.')).toBeInTheDocument();
  });

  it('says the payment system is unavailable when Stripe has no publishable key', async () => {
    mockApi({ ...checkoutRoutes(), 'GET /api/payment/config': { body: { ...STRIPE_CONFIG, publishableKey: null } } });
    renderDialog();

    expect(await screen.findByText('Payment system is not available at the moment. Please try again later.')).toBeInTheDocument();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});
