import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, mockApi, proCustomer } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

vi.mock('../features/payment/payment-dialog', () => ({
  PaymentDialog: ({ open, onSuccess, onClose }: { open: boolean; onSuccess: () => void; onClose?: () => void }) =>
    open ? (
      <div role="dialog" aria-label="Start Your 7-Day Free Trial">
        <button type="button" onClick={onSuccess}>
          Start Free Trial
        </button>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    ) : null,
}));

describe('home page (signed out)', () => {
  beforeEach(() => {
    mockApi();
  });

  it('leads with the ad-variations headline and two calls to action', () => {
    renderRoute('/');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/ad variations in minutes/i);
    expect(screen.getByRole('link', { name: 'Get Started For Free' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Watch Demo' })).toHaveAttribute('href', '/how-it-works');
  });

  it('shows the four benefit cards', () => {
    renderRoute('/');

    for (const title of ['Scale Performance', 'Test Creatives', 'Rapid Creation', 'Cost Efficient']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('advertises the Pro limits and the affiliate programme', () => {
    renderRoute('/');

    expect(screen.getByText(/up to 100 combinations per upload and files up to 200MB/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up to Become an Affiliate' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Faffiliate',
    );
  });

  it('holds the upload widget in a Create Video Variations section', async () => {
    renderRoute('/');

    const section = screen.getByRole('region', { name: 'Create Video Variations' });
    expect(await within(section).findByRole('button', { name: 'Log In to Upload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Pricing' })).toHaveAttribute('href', '/pricing');
  });
});

describe('home page (signed in)', () => {
  it('puts the upload area first for a free user, with the Pro pitch and the affiliate dashboard link', async () => {
    mockApi({}, { signedIn: customer() });
    renderRoute('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Create Video Variations' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Started For Free' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Scale Performance' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add intro videos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Your Affiliate Dashboard' })).toHaveAttribute('href', '/affiliate');
    expect(screen.queryByRole('link', { name: 'Sign Up to Become an Affiliate' })).not.toBeInTheDocument();
  });

  it('leaves the Pro pitch out for Pro users', async () => {
    mockApi({}, { signedIn: proCustomer() });
    renderRoute('/');

    await screen.findByRole('heading', { level: 1, name: 'Create Video Variations' });
    expect(screen.queryByRole('heading', { name: 'Go further with Pro' })).not.toBeInTheDocument();
  });

  it('upgrades through the payment dialog, then says so and refreshes the user', async () => {
    const user = userEvent.setup();
    const api = mockApi({}, { signedIn: customer() });
    renderRoute('/');

    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Your 7-Day Free Trial' });
    const asked = api.callsTo('GET /api/auth/me').length;
    await user.click(within(dialog).getByRole('button', { name: 'Start Free Trial' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText('You now have access to up to 100 video combinations.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/auth/me').length).toBeGreaterThan(asked));
  });

  it('closes the payment dialog without a toast when dismissed', async () => {
    const user = userEvent.setup();
    mockApi({}, { signedIn: customer() });
    renderRoute('/');

    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
  });
});
