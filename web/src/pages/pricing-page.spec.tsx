import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customer, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { checkoutRoutes, GOOD_CARD } from '../features/payment/payment.fixtures';

const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

describe('pricing page', () => {
  it('shows the one Pro plan with its price, trial badge and features', () => {
    mockApi();
    renderRoute('/pricing');

    expect(screen.getByText('$29/month')).toBeInTheDocument();
    expect(screen.getByText('7-Day Free Trial!')).toBeInTheDocument();
    const features = within(screen.getByRole('list', { name: 'Included in Pro' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(features).toEqual([
      'Up to 100 video combinations',
      'Up to 10 files per section',
      'Uploads up to 200MB per file for Pro users',
      'Priority support',
      'Save combinations history',
      'Advanced analytics',
      'No setup fees',
      'Cancel anytime',
    ]);
  });

  it('sends a signed-out visitor to sign up for Pro', async () => {
    const user = userEvent.setup();
    mockApi();
    const { router } = renderRoute('/pricing');

    await user.click(await screen.findByRole('button', { name: 'Sign up for Free Trial' }));

    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?signup=pro');
    expect(notifications().getByText('Sign Up Required')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  });

  it('fires the checkout-start event on the button', async () => {
    const user = userEvent.setup();
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    mockApi();
    renderRoute('/pricing');

    await user.click(await screen.findByRole('button', { name: 'Sign up for Free Trial' }));

    expect(fbq).toHaveBeenCalledWith('track', 'InitiateCheckout');
  });

  it('opens the payment dialog for a signed-in customer and, after the trial starts, says so and goes home', async () => {
    const user = userEvent.setup();
    const api = mockApi(checkoutRoutes(), { signedIn: customer() });
    const { router } = renderRoute('/pricing');

    await user.click(await screen.findByRole('button', { name: 'Start Free Trial' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Start Your 7-Day Free Trial' }));
    await user.type(await dialog.findByLabelText('Card Number'), GOOD_CARD);
    await user.type(dialog.getByLabelText('Expiry Date'), '12/34');
    await user.type(dialog.getByLabelText('CVC'), '123');
    await user.click(dialog.getByRole('button', { name: 'Start Free Trial' }));

    expect(await dialog.findByText('Pro Access Activated!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/payment/create-subscription')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    expect(notifications().getByText('Upgrade Successful!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the payment dialog without changing anything', async () => {
    const user = userEvent.setup();
    const api = mockApi(checkoutRoutes(), { signedIn: customer() });
    const { router } = renderRoute('/pricing');

    await user.click(await screen.findByRole('button', { name: 'Start Free Trial' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
    expect(api.callsTo('POST /api/payment/create-subscription')).toHaveLength(0);
  });
});
