import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customer, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { checkoutRoutes, GOOD_CARD } from '../features/payment/payment.fixtures';

const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));
const loginPanel = () => within(screen.getByRole('tabpanel', { name: 'Login' }));
const registerPanel = () => within(screen.getByRole('tabpanel', { name: 'Register' }));

async function fillLogin(user: UserEvent, email = 'buyer@example.com', password = 'secret123') {
  await user.type(loginPanel().getByLabelText('Email'), email);
  await user.type(loginPanel().getByLabelText('Password'), password);
  await user.click(loginPanel().getByRole('button', { name: 'Login' }));
}

async function fillRegister(user: UserEvent, { email = 'new@example.com', password = 'secret123', confirm = 'secret123' } = {}) {
  await user.type(registerPanel().getByLabelText('Email'), email);
  await user.type(registerPanel().getByLabelText('Password'), password);
  await user.type(registerPanel().getByLabelText('Confirm Password'), confirm);
  await user.click(registerPanel().getByRole('button', { name: 'Create Account' }));
}

describe('login page', () => {
  describe('tabs', () => {
    it('starts on Login and switches to Register with the mouse or the arrow keys', async () => {
      const user = userEvent.setup();
      mockApi();
      renderRoute('/login');

      expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel', { name: 'Login' })).toBeVisible();

      await user.click(screen.getByRole('tab', { name: 'Register' }));
      expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
      expect(registerPanel().getByRole('button', { name: 'Create Account' })).toBeVisible();

      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Login' })).toHaveFocus();
      expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    });

    it('starts on Register for signup=pro and fills the referral code from via or ref', () => {
      mockApi();
      renderRoute('/login?signup=pro&via=PARTNER1');

      expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
      expect(registerPanel().getByLabelText('Referral Code (optional)')).toHaveValue('PARTNER1');
    });

    it('takes the referral code from ref as well', async () => {
      const user = userEvent.setup();
      mockApi();
      renderRoute('/login?ref=FRIEND22');

      await user.click(screen.getByRole('tab', { name: 'Register' }));
      expect(registerPanel().getByLabelText('Referral Code (optional)')).toHaveValue('FRIEND22');
    });

    it('shows the marketing panel with up to 100 combinations', () => {
      mockApi();
      renderRoute('/login');

      expect(screen.getByRole('complementary')).toHaveTextContent('Up to 100 combinations');
    });
  });

  describe('Login tab', () => {
    it('checks the email and the password length before calling', async () => {
      const user = userEvent.setup();
      const api = mockApi();
      renderRoute('/login');

      await fillLogin(user, 'not-an-email', '123');

      expect(loginPanel().getByText('Invalid email')).toBeInTheDocument();
      expect(loginPanel().getByText('Password must be at least 6 characters')).toBeInTheDocument();
      expect(loginPanel().getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(api.callsTo('POST /api/auth/login')).toHaveLength(0);
    });

    it('signs in, caches the user, says welcome back and goes to the redirect', async () => {
      const user = userEvent.setup();
      const api = mockApi({ 'POST /api/auth/login': { body: customer() } });
      const { router } = renderRoute('/login?redirect=/dashboard');

      await fillLogin(user);

      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(api.callsTo('POST /api/auth/login')[0].body).toEqual({ email: 'buyer@example.com', password: 'secret123' });
      expect(notifications().getByText('Login successful')).toBeInTheDocument();
      expect(notifications().getByText('Welcome back!')).toBeInTheDocument();
      // The header follows the cached user without asking the server again.
      expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    });

    it('goes home after login without a redirect, and ignores one that leaves the site', async () => {
      const user = userEvent.setup();
      mockApi({ 'POST /api/auth/login': { body: customer() } });
      const { router } = renderRoute('/login?redirect=//evil.example');

      await fillLogin(user);

      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    });

    it('says Logging in... while the call runs', async () => {
      const user = userEvent.setup();
      mockApi({ 'POST /api/auth/login': () => new Promise(() => undefined) });
      renderRoute('/login');

      await fillLogin(user);

      expect(loginPanel().getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    });

    it.each([
      [{ status: 401, body: { error: 'Invalid credentials', message: 'Invalid credentials' } }, 'Invalid credentials'],
      [{ status: 429, body: { error: 'Too many attempts. Try again later.', message: 'Too many attempts. Try again later.' } }, 'Too many attempts. Try again later.'],
      [{ status: 500, text: '' }, 'Invalid credentials'],
    ])('shows the server message or Invalid credentials (%j)', async (reply, message) => {
      const user = userEvent.setup();
      mockApi({ 'POST /api/auth/login': reply });
      const { router } = renderRoute('/login');

      await fillLogin(user);

      expect(await notifications().findByText(message)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(loginPanel().getByRole('button', { name: 'Login' })).toBeEnabled();
    });
  });

  describe('Reset Password dialog', () => {
    async function openDialog(user: UserEvent) {
      await user.click(loginPanel().getByRole('button', { name: 'Forgot password' }));
      return within(screen.getByRole('dialog', { name: 'Reset Password' }));
    }

    it('sends the reset email, says so and closes', async () => {
      const user = userEvent.setup();
      const api = mockApi({ 'POST /api/auth/forgot-password': { body: { success: true, message: 'sent' } } });
      renderRoute('/login');

      const dialog = await openDialog(user);
      expect(dialog.getByLabelText('Email')).toHaveFocus();
      await user.type(dialog.getByLabelText('Email'), 'buyer@example.com');
      await user.click(dialog.getByRole('button', { name: 'Send Reset Email' }));

      expect(await dialog.findByText(/A password reset email has been sent to/)).toBeInTheDocument();
      expect(api.callsTo('POST /api/auth/forgot-password')[0].body).toEqual({ email: 'buyer@example.com' });
      expect(notifications().getByText('Reset Email Sent')).toBeInTheDocument();
      expect(notifications().getByText('Check your email for password reset instructions.')).toBeInTheDocument();

      const close = dialog.getAllByRole('button', { name: 'Close' })[0];
      expect(close).toHaveFocus();
      await user.click(close);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('refuses an invalid email with a toast', async () => {
      const user = userEvent.setup();
      const api = mockApi();
      renderRoute('/login');

      const dialog = await openDialog(user);
      await user.type(dialog.getByLabelText('Email'), 'nope');
      await user.click(dialog.getByRole('button', { name: 'Send Reset Email' }));

      expect(notifications().getByText('Invalid email')).toBeInTheDocument();
      expect(notifications().getByText('Please enter a valid email address')).toBeInTheDocument();
      expect(api.callsTo('POST /api/auth/forgot-password')).toHaveLength(0);
    });

    it('says Sending... while the call runs', async () => {
      const user = userEvent.setup();
      mockApi({ 'POST /api/auth/forgot-password': () => new Promise(() => undefined) });
      renderRoute('/login');

      const dialog = await openDialog(user);
      await user.type(dialog.getByLabelText('Email'), 'buyer@example.com');
      await user.click(dialog.getByRole('button', { name: 'Send Reset Email' }));

      expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    });

    it.each([
      [{ status: 429, body: { error: 'Too many reset requests', message: 'Too many reset requests' } }, 'Too many reset requests'],
      [{ status: 502, text: '' }, 'An error occurred'],
    ])('reports a failed request (%j)', async (reply, message) => {
      const user = userEvent.setup();
      mockApi({ 'POST /api/auth/forgot-password': reply });
      renderRoute('/login');

      const dialog = await openDialog(user);
      await user.type(dialog.getByLabelText('Email'), 'buyer@example.com');
      await user.click(dialog.getByRole('button', { name: 'Send Reset Email' }));

      expect(await notifications().findByText('Failed to send reset email')).toBeInTheDocument();
      expect(notifications().getByText(message)).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Send Reset Email' })).toBeEnabled();
    });
  });

  describe('Register tab', () => {
    it('checks the form before calling', async () => {
      const user = userEvent.setup();
      const api = mockApi();
      renderRoute('/login?signup=pro');

      await fillRegister(user, { email: 'bad', password: '123', confirm: '1234' });
      expect(registerPanel().getByText('Invalid email')).toBeInTheDocument();
      expect(registerPanel().getAllByText('Password must be at least 8 characters')).toHaveLength(2);

      await user.clear(registerPanel().getByLabelText('Password'));
      await user.type(registerPanel().getByLabelText('Password'), 'secret123');
      await user.clear(registerPanel().getByLabelText('Confirm Password'));
      await user.type(registerPanel().getByLabelText('Confirm Password'), 'secret124');
      await user.click(registerPanel().getByRole('button', { name: 'Create Account' }));
      expect(registerPanel().getByText('Passwords do not match')).toBeInTheDocument();
      expect(registerPanel().getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
      expect(api.callsTo('POST /api/auth/register')).toHaveLength(0);
    });

    it('checks the registration, asks for payment, and after the card step goes home signed in', async () => {
      const user = userEvent.setup();
      const api = mockApi({
        ...checkoutRoutes(),
        'POST /api/auth/register': { body: { status: 'payment_required', email: 'new@example.com', requestedPro: true } },
      });
      const { router } = renderRoute('/login?signup=pro&via=PARTNER1');

      await fillRegister(user);

      expect(api.callsTo('POST /api/auth/register')[0].body).toEqual({
        email: 'new@example.com',
        password: 'secret123',
        confirmPassword: 'secret123',
        requestedPro: true,
        referralCode: 'PARTNER1',
      });
      const dialog = within(await screen.findByRole('dialog', { name: 'Start Your 7-Day Free Trial' }));
      expect(notifications().getByText('Please complete payment')).toBeInTheDocument();
      expect(
        notifications().getByText('Add your payment method to complete registration and start your 7-day free trial.'),
      ).toBeInTheDocument();

      // Signed in from here on, as the gateway's session cookie makes it.
      api.on('GET /api/auth/me', { body: customer({ email: 'new@example.com', subscriptionStatus: 'trialing', isPro: true }) });
      await user.type(await dialog.findByLabelText('Card Number'), GOOD_CARD);
      await user.type(dialog.getByLabelText('Expiry Date'), '12/34');
      await user.type(dialog.getByLabelText('CVC'), '123');
      await user.click(dialog.getByRole('button', { name: 'Start Free Trial' }));

      expect(await dialog.findByText('Pro Access Activated!')).toBeInTheDocument();
      expect(api.callsTo('POST /api/payment/complete-registration')[0].body).toEqual({
        setupIntentId: 'seti_1AbCdEf',
        userData: { email: 'new@example.com', password: 'secret123', referralCode: 'PARTNER1' },
        requestedPro: true,
      });
      expect(notifications().getByText('Welcome to Reelmix!')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument());
      await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    });

    it('sends requestedPro false and no referral code without signup=pro', async () => {
      const user = userEvent.setup();
      const api = mockApi({ ...checkoutRoutes(), 'POST /api/auth/register': { body: { status: 'payment_required' } } });
      renderRoute('/login');

      await user.click(screen.getByRole('tab', { name: 'Register' }));
      await fillRegister(user);

      await screen.findByRole('dialog', { name: 'Start Your 7-Day Free Trial' });
      expect(api.callsTo('POST /api/auth/register')[0].body).toEqual({
        email: 'new@example.com',
        password: 'secret123',
        confirmPassword: 'secret123',
        requestedPro: false,
      });
    });

    it('says Creating account... while the check runs', async () => {
      const user = userEvent.setup();
      mockApi({ 'POST /api/auth/register': () => new Promise(() => undefined) });
      renderRoute('/login?signup=pro');

      await fillRegister(user);

      expect(registerPanel().getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    });

    it.each([
      [{ status: 409, body: { error: 'taken', canLogin: true } }, 'This email is already registered. Please use the login tab to access your account.'],
      [{ status: 400, body: { error: 'Passwords do not match', message: 'Passwords do not match' } }, 'Passwords do not match'],
      [{ status: 503, text: '' }, 'Registration failed (503)'],
      [{ status: 200, text: '' }, 'Server connection error. Please try again.'],
      [{ status: 200, text: '<!doctype html>' }, 'Server connection error. Please try again.'],
    ])('reports a failed check (%j) and opens no payment dialog', async (reply, message) => {
      const user = userEvent.setup();
      mockApi({ 'POST /api/auth/register': reply });
      renderRoute('/login?signup=pro');

      await fillRegister(user);

      expect(await notifications().findByText('Registration failed')).toBeInTheDocument();
      expect(notifications().getByText(message)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(registerPanel().getByRole('button', { name: 'Create Account' })).toBeEnabled();
    });

    it('falls back to Could not start registration when the network fails', async () => {
      const user = userEvent.setup();
      const api = mockApi();
      api.on('POST /api/auth/register', () => Promise.reject(new TypeError('Failed to fetch')));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderRoute('/login?signup=pro');

      await fillRegister(user);

      expect(await notifications().findByText('Could not start registration')).toBeInTheDocument();
    });

    it('closes the payment dialog when the payment setup fails, keeping the form', async () => {
      const user = userEvent.setup();
      mockApi({
        ...checkoutRoutes(),
        'POST /api/auth/register': { body: { status: 'payment_required' } },
        'POST /api/payment/create-setup-for-registration': { status: 409, body: { error: 'taken', canLogin: true } },
      });
      renderRoute('/login?signup=pro');

      await fillRegister(user);

      expect(await notifications().findByText('Payment Setup Failed')).toBeInTheDocument();
      expect(notifications().getByText('This email is already registered. Please use the Login tab to access your account.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(registerPanel().getByLabelText('Email')).toHaveValue('new@example.com');
    });
  });
});
