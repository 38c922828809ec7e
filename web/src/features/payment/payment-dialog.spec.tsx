import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customer, mockApi, proCustomer } from '../../../test/mock-api';
import { AppProviders } from '../../app-providers';
import { PaymentDialog, type PaymentDialogMode } from './payment-dialog';
import { CHARGED_TODAY, checkoutRoutes, DECLINED_CARD, GOOD_CARD, PAID_OFFER, setupIntent } from './payment.fixtures';

const REGISTER: PaymentDialogMode = {
  kind: 'register',
  registration: { email: 'new@example.com', password: 'secret123', referralCode: 'PARTNER1', requestedPro: true },
};
const SUBSCRIBE: PaymentDialogMode = { kind: 'subscribe' };

function renderDialog(mode: PaymentDialogMode, { dismissible = true } = {}) {
  const onSuccess = vi.fn();
  const onClose = vi.fn();
  render(
    <AppProviders>
      <PaymentDialog open mode={mode} onSuccess={onSuccess} onClose={dismissible ? onClose : undefined} />
    </AppProviders>,
  );
  return { onSuccess, onClose };
}

const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

async function enterCard(user: UserEvent, cardNumber = GOOD_CARD) {
  await user.type(await screen.findByLabelText('Card Number'), cardNumber);
  await user.type(screen.getByLabelText('Expiry Date'), '12/34');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
}

describe('PaymentDialog', () => {
  it('renders nothing while closed', () => {
    mockApi(checkoutRoutes());
    render(
      <AppProviders>
        <PaymentDialog open={false} mode={SUBSCRIBE} onSuccess={vi.fn()} />
      </AppProviders>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a spinner while the payment form loads', async () => {
    mockApi({ ...checkoutRoutes(), 'GET /api/payment/config': () => new Promise(() => undefined) }, { signedIn: customer() });
    renderDialog(SUBSCRIBE);

    const dialog = await screen.findByRole('dialog', { name: 'Start Your 7-Day Free Trial' });
    expect(within(dialog).getByText('Loading payment form...')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Card Number')).not.toBeInTheDocument();
  });

  it('says the payment system is unavailable when its configuration cannot be read', async () => {
    mockApi({ ...checkoutRoutes(), 'GET /api/payment/config': { status: 503, body: { error: 'Billing unavailable' } } });
    renderDialog(SUBSCRIBE);

    expect(await screen.findByText('Payment system is not available at the moment. Please try again later.')).toBeInTheDocument();
  });

  it('shows the plan, the trial and the card fields with their notes', async () => {
    mockApi(checkoutRoutes(), { signedIn: customer() });
    renderDialog(SUBSCRIBE);

    const dialog = await screen.findByRole('dialog', { name: 'Start Your 7-Day Free Trial' });
    expect(await within(dialog).findByText('Pro Plan - $29/month')).toBeInTheDocument();
    expect(within(dialog).getByText(/7-day trial\. No charge today/)).toBeInTheDocument();
    expect(within(dialog).getByText('Up to 100 combinations per upload')).toBeInTheDocument();
    expect(within(dialog).getByText('Unlimited video processing (fair use: up to 3,000 videos a day)')).toBeInTheDocument();
    expect(within(dialog).getByText(/not be charged during the 7-day free trial/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Cancel anytime/)).toBeInTheDocument();
    for (const label of ['Card Number', 'Expiry Date', 'CVC']) expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Expiry Date')).toHaveAttribute('placeholder', 'MM/YY');
  });

  describe('registration', () => {
    it('creates the setup on open, confirms the card, creates the account and signs the customer in', async () => {
      const user = userEvent.setup();
      const api = mockApi(checkoutRoutes());
      const { onSuccess } = renderDialog(REGISTER);

      await enterCard(user);

      expect(await screen.findByText('Pro Access Activated!')).toBeInTheDocument();
      expect(screen.getByText('Redirecting you to the dashboard...')).toBeInTheDocument();
      // The submit button is gone; focus stays inside the dialog on the success view.
      expect(screen.getByText('Pro Access Activated!').closest('[role="status"]')).toHaveFocus();
      expect(api.callsTo('POST /api/payment/create-setup-for-registration')[0].body).toEqual({ email: 'new@example.com' });
      expect(api.callsTo('POST /api/payment/test-card/confirm')[0].body).toEqual({
        clientSecret: setupIntent().clientSecret,
        cardNumber: GOOD_CARD,
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
      });
      expect(api.callsTo('POST /api/payment/complete-registration')[0].body).toEqual({
        setupIntentId: setupIntent().setupIntentId,
        userData: { email: 'new@example.com', password: 'secret123', referralCode: 'PARTNER1' },
        requestedPro: true,
      });
      expect(notifications().getByText('Welcome to Reelmix!')).toBeInTheDocument();
      expect(notifications().getByText('Your account has been created and your 7-day free trial has started.')).toBeInTheDocument();
      // The gateway set the session cookie; the current user is asked for again.
      await waitFor(() => expect(api.callsTo('GET /api/auth/me').length).toBeGreaterThan(1));

      expect(onSuccess).not.toHaveBeenCalled();
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1), { timeout: 3000 });
    });

    it('shows a declined card as a payment error and lets the customer try again', async () => {
      const user = userEvent.setup();
      const api = mockApi(checkoutRoutes());
      renderDialog(REGISTER);

      await enterCard(user, DECLINED_CARD);

      expect(await notifications().findByText('Payment Error')).toBeInTheDocument();
      expect(notifications().getByText('Your card was declined.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
      expect(api.callsTo('POST /api/payment/complete-registration')).toHaveLength(0);

      await user.clear(screen.getByLabelText('Card Number'));
      await user.type(screen.getByLabelText('Card Number'), GOOD_CARD);
      await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
      expect(await screen.findByText('Pro Access Activated!')).toBeInTheDocument();
    });

    it('says Processing... while the card is being confirmed', async () => {
      const user = userEvent.setup();
      mockApi({ ...checkoutRoutes(), 'POST /api/payment/test-card/confirm': () => new Promise(() => undefined) });
      renderDialog(REGISTER);

      await enterCard(user);

      expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    });

    it('refuses an unreadable expiry date without calling the provider', async () => {
      const user = userEvent.setup();
      const api = mockApi(checkoutRoutes());
      renderDialog(REGISTER);

      await user.type(await screen.findByLabelText('Card Number'), GOOD_CARD);
      await user.type(screen.getByLabelText('Expiry Date'), '1234');
      await user.type(screen.getByLabelText('CVC'), '123');
      await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));

      expect(await notifications().findByText("Your card's expiration date is incomplete.")).toBeInTheDocument();
      expect(api.callsTo('POST /api/payment/test-card/confirm')).toHaveLength(0);
    });

    it('needs a client secret from the setup', async () => {
      const user = userEvent.setup();
      mockApi({ ...checkoutRoutes(), 'POST /api/payment/create-setup-for-registration': { body: { setupIntentId: 'seti_1AbCdEf' } } });
      renderDialog(REGISTER);

      await enterCard(user);

      expect(await notifications().findByText('No client secret available for setup intent confirmation')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
    });

    it.each([
      [{ status: 400, body: { error: 'The card has not been confirmed yet.', message: 'The card has not been confirmed yet.' } }, 'The card has not been confirmed yet.'],
      [{ status: 500, text: '' }, 'Registration failed (500)'],
      [{ status: 200, text: '' }, 'Empty response from server'],
      [{ status: 200, text: '<html>' }, 'Invalid response from server'],
    ])('reports a failed account creation (%j)', async (reply, message) => {
      const user = userEvent.setup();
      mockApi({ ...checkoutRoutes(), 'POST /api/payment/complete-registration': reply });
      renderDialog(REGISTER);

      await enterCard(user);

      expect(await notifications().findByText(message)).toBeInTheDocument();
      expect(notifications().getByText('Payment Error')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
    });

    it.each([
      [{ status: 409, body: { error: 'taken', canLogin: true } }, 'This email is already registered. Please use the Login tab to access your account.'],
      [{ status: 409, body: { error: 'taken' } }, 'An account with this email already exists. Please try logging in instead.'],
      [{ status: 502, body: { error: 'Bad gateway' } }, 'Server error occurred. Please try again in a moment.'],
      [{ status: 404, body: { error: 'Not found' } }, 'Payment service not available. Please contact support.'],
      [{ status: 400, body: { error: 'Invalid email', message: 'Invalid email' } }, 'Invalid email'],
      [{ status: 429, text: '' }, 'Payment setup failed (429)'],
      [{ status: 200, text: '' }, 'Server returned empty response'],
      [{ status: 200, text: 'not json' }, 'Server returned invalid response. Please try again in a moment.'],
    ])('closes with Payment Setup Failed when the setup answers %j', async (reply, message) => {
      mockApi({ ...checkoutRoutes(), 'POST /api/payment/create-setup-for-registration': reply });
      const { onClose } = renderDialog(REGISTER);

      expect(await notifications().findByText('Payment Setup Failed')).toBeInTheDocument();
      expect(notifications().getByText(message)).toBeInTheDocument();
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('closes with Payment Setup Failed when the network fails', async () => {
      const api = mockApi(checkoutRoutes());
      api.on('POST /api/payment/create-setup-for-registration', () => Promise.reject(new TypeError('Failed to fetch')));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { onClose } = renderDialog(REGISTER);

      expect(await notifications().findByText('Network error: Failed to fetch. Please check your connection and try again.')).toBeInTheDocument();
      expect(onClose).toHaveBeenCalled();
    });
  });

  describe('signed-in customer without Pro', () => {
    it('starts a subscription, confirms the card and the setup, then shows the success view', async () => {
      const user = userEvent.setup();
      const api = mockApi(checkoutRoutes(), { signedIn: customer() });
      const { onSuccess } = renderDialog(SUBSCRIBE);

      await enterCard(user);

      expect(await screen.findByText('Pro Access Activated!')).toBeInTheDocument();
      expect(api.callsTo('POST /api/payment/create-subscription')).toHaveLength(1);
      expect(api.callsTo('POST /api/payment/confirm-setup')[0].body).toEqual({ setupIntentId: setupIntent().setupIntentId });
      expect(api.callsTo('POST /api/payment/create-setup-for-registration')).toHaveLength(0);
      expect(notifications().getByText('Payment method added successfully')).toBeInTheDocument();
      expect(notifications().getByText('Your Pro trial has started! No charge until December 1, 2026.')).toBeInTheDocument();
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1), { timeout: 3000 });
    });

    it('retries a declined card on the same subscription setup', async () => {
      const user = userEvent.setup();
      const api = mockApi(checkoutRoutes(), { signedIn: customer() });
      renderDialog(SUBSCRIBE);

      await enterCard(user, DECLINED_CARD);
      expect(await notifications().findByText('Your card was declined.')).toBeInTheDocument();
      await user.clear(screen.getByLabelText('Card Number'));
      await user.type(screen.getByLabelText('Card Number'), GOOD_CARD);
      await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));

      expect(await screen.findByText('Pro Access Activated!')).toBeInTheDocument();
      expect(api.callsTo('POST /api/payment/create-subscription')).toHaveLength(1);
    });

    it.each([
      [{ status: 200, body: { setupIntentId: 'seti_1AbCdEf' } }, 'Payment setup incomplete - missing client secret'],
      [{ status: 500, text: '' }, 'Failed to create subscription'],
      [{ status: 200, text: '' }, 'Server communication error'],
      [{ status: 200, text: '{oops' }, 'Server response could not be processed.'],
    ])('reports a failed subscription start (%j)', async (reply, message) => {
      const user = userEvent.setup();
      mockApi({ ...checkoutRoutes(), 'POST /api/payment/create-subscription': reply }, { signedIn: customer() });
      renderDialog(SUBSCRIBE);

      await enterCard(user);

      expect(await notifications().findByText(message)).toBeInTheDocument();
      expect(notifications().getByText('Payment Error')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
    });

    it('reports a network failure while starting the subscription', async () => {
      const user = userEvent.setup();
      const api = mockApi(checkoutRoutes(), { signedIn: customer() });
      api.on('POST /api/payment/create-subscription', () => Promise.reject(new TypeError('Failed to fetch')));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderDialog(SUBSCRIBE);

      await enterCard(user);

      expect(await notifications().findByText('Network connection failed. Please check your internet connection and try again.')).toBeInTheDocument();
    });

    it('reports a setup the server will not confirm', async () => {
      const user = userEvent.setup();
      mockApi({ ...checkoutRoutes(), 'POST /api/payment/confirm-setup': { status: 500, text: '' } }, { signedIn: customer() });
      renderDialog(SUBSCRIBE);

      await enterCard(user);

      expect(await notifications().findByText('Failed to confirm payment method')).toBeInTheDocument();
    });

    it('shows Pro Subscription Active! when the server says Pro is already there', async () => {
      const user = userEvent.setup();
      mockApi(
        { ...checkoutRoutes(), 'POST /api/payment/create-subscription': { status: 409, body: { error: 'You already have a Pro subscription.' } } },
        { signedIn: customer() },
      );
      const { onSuccess } = renderDialog(SUBSCRIBE);

      await enterCard(user);
      expect(await screen.findByRole('button', { name: 'Continue' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      expect(screen.getByText('Pro Subscription Active!')).toBeInTheDocument();
      expect(onSuccess).toHaveBeenCalledTimes(1);
    });

    it('shows Pro Subscription Active! to a customer who already has Pro', async () => {
      mockApi(checkoutRoutes(), { signedIn: proCustomer() });
      renderDialog(SUBSCRIBE);

      expect(await screen.findByText('Pro Subscription Active!')).toBeInTheDocument();
      expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
    });
  });

  describe('a customer whose trial was used', () => {
    it('says before the card is typed that the card is charged today, and offers no trial', async () => {
      mockApi({ ...checkoutRoutes(), 'GET /api/payment/offer': { body: PAID_OFFER } }, { signedIn: customer() });
      renderDialog(SUBSCRIBE);

      const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Pro' }, { timeout: 3000 });
      expect(await within(dialog).findByText('Pro Plan - $29/month')).toBeInTheDocument();
      expect(within(dialog).getByText('Your free trial has been used. You will be charged $29.00 today.')).toBeInTheDocument();
      expect(within(dialog).getByText(/charged \$29\.00 today and then every month/)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Pay $29.00 and Subscribe' })).toBeInTheDocument();
      expect(dialog).not.toHaveTextContent(/Start Free Trial|No charge today|7-Day Free Trial/);
    });

    it('tells what was charged and when the next charge is, from the server answer', async () => {
      const user = userEvent.setup();
      const api = mockApi(
        { ...checkoutRoutes(), 'GET /api/payment/offer': { body: PAID_OFFER }, 'POST /api/payment/confirm-setup': { body: CHARGED_TODAY } },
        { signedIn: customer() },
      );
      renderDialog(SUBSCRIBE);

      await user.type(await screen.findByLabelText('Card Number'), GOOD_CARD);
      await user.type(screen.getByLabelText('Expiry Date'), '12/34');
      await user.type(screen.getByLabelText('CVC'), '123');
      await user.click(screen.getByRole('button', { name: 'Pay $29.00 and Subscribe' }));

      expect(await screen.findByText('Pro Access Activated!')).toBeInTheDocument();
      expect(notifications().getByText('Payment Successful')).toBeInTheDocument();
      expect(notifications().getByText('You were charged $29.00 today and have Pro now. Your next charge is on December 24, 2026.')).toBeInTheDocument();
      expect(screen.queryByText(/trial has started/)).not.toBeInTheDocument();
      expect(api.callsTo('POST /api/payment/confirm-setup')).toHaveLength(1);
    });

    it('says the payment system is unavailable when the offer cannot be read', async () => {
      mockApi({ ...checkoutRoutes(), 'GET /api/payment/offer': { status: 503, body: { error: 'Billing unavailable' } } }, { signedIn: customer() });
      renderDialog(SUBSCRIBE);

      expect(await screen.findByText('Payment system is not available at the moment. Please try again later.')).toBeInTheDocument();
      expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
    });
  });

  describe('dismissal', () => {
    it('closes with the close button and Escape when it may be dismissed', async () => {
      const user = userEvent.setup();
      mockApi(checkoutRoutes(), { signedIn: customer() });
      const { onClose } = renderDialog(SUBSCRIBE);

      await user.click(screen.getByRole('button', { name: 'Close' }));
      await user.keyboard('{Escape}');

      expect(onClose).toHaveBeenCalledTimes(2);
    });

    it('cannot be dismissed without onClose', async () => {
      const user = userEvent.setup();
      mockApi(checkoutRoutes(), { signedIn: customer() });
      renderDialog(SUBSCRIBE, { dismissible: false });

      await screen.findByLabelText('Card Number');
      await user.keyboard('{Escape}');

      expect(screen.getByRole('dialog', { name: 'Start Your 7-Day Free Trial' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    });
  });
});
