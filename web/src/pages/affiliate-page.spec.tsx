import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customer, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

const REFERRAL_LINK = 'https://reelmix.test/?via=AB12CD';
const affiliate = () => customer({ isAffiliate: true, affiliateCode: 'AB12CD' });
const stats = (available = 42.5) => ({
  referrals: 3,
  earnings: { total: 87, available, totalCents: 8700, availableCents: available * 100, pendingCents: 0, paidCents: 0 },
  referral_link: REFERRAL_LINK,
  affiliateCode: 'AB12CD',
});
const enrolled = { status: 'enrolled', data: { message: 'Welcome to the affiliate program!', signupUrl: 'https://reelmix.test/affiliate', referralLink: REFERRAL_LINK, affiliateCode: 'AB12CD' } };

describe('affiliate page', () => {
  it('invites a visitor to sign up first, and asks for no stats', async () => {
    const api = mockApi();
    renderRoute('/affiliate');

    expect(screen.getByRole('heading', { level: 1, name: 'Join Our Affiliate Program' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign Up to Become an Affiliate' })).toHaveAttribute('href', '/login?redirect=%2Faffiliate');
    expect(screen.getByRole('heading', { level: 2, name: 'How It Works' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/affiliate/stats')).toHaveLength(0);
  });

  it('enrols a signed-in user and opens the dashboard once the account shows it', async () => {
    const user = userEvent.setup();
    const api = mockApi(
      {
        'GET /api/affiliate/signup-url': () => {
          api.on('GET /api/auth/me', { body: affiliate() });
          return { body: enrolled };
        },
        'GET /api/affiliate/stats': { body: stats() },
      },
      { signedIn: customer() },
    );
    renderRoute('/affiliate');

    await user.click(await screen.findByRole('button', { name: 'Enroll as Affiliate' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Affiliate Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Enrollment Complete')).toBeInTheDocument();
    expect(await screen.findByText('Total Referrals')).toBeInTheDocument();
    expect(api.callsTo('GET /api/affiliate/signup-url')).toHaveLength(1);
  });

  it('asks for no stats before the user is an affiliate', async () => {
    const api = mockApi({}, { signedIn: customer() });
    renderRoute('/affiliate');

    await screen.findByRole('button', { name: 'Enroll as Affiliate' });
    expect(api.callsTo('GET /api/affiliate/stats')).toHaveLength(0);
  });

  it("shows the server's reason when enrolment is refused", async () => {
    const user = userEvent.setup();
    mockApi(
      { 'GET /api/affiliate/signup-url': { status: 403, body: { error: 'Forbidden', message: 'This account has been deleted', code: 'FORBIDDEN' } } },
      { signedIn: customer() },
    );
    renderRoute('/affiliate');

    await user.click(await screen.findByRole('button', { name: 'Enroll as Affiliate' }));

    expect(await screen.findByText('Enrollment Failed')).toBeInTheDocument();
    expect(screen.getByText('This account has been deleted')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Join Our Affiliate Program' })).toBeInTheDocument();
  });

  it('says so when the enrolment answer is not JSON', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/affiliate/signup-url': { text: '<!doctype html>' } }, { signedIn: customer() });
    renderRoute('/affiliate');

    await user.click(await screen.findByRole('button', { name: 'Enroll as Affiliate' }));

    expect(await screen.findByText('Server returned invalid response format')).toBeInTheDocument();
  });

  it("shows an affiliate's figures, referral link and share buttons", async () => {
    const api = mockApi({ 'GET /api/affiliate/stats': { body: stats() } }, { signedIn: affiliate() });
    renderRoute('/affiliate');

    expect(await screen.findByRole('heading', { level: 1, name: 'Affiliate Dashboard' })).toBeInTheDocument();
    const figures = within(await screen.findByRole('list', { name: 'Affiliate stats' }));
    expect(figures.getByText('Total Referrals').nextSibling).toHaveTextContent('3');
    expect(figures.getByText('Total Earnings').nextSibling).toHaveTextContent('$87.00');
    expect(figures.getByText('Available Balance').nextSibling).toHaveTextContent('$42.50');
    expect(screen.getByLabelText('Referral link')).toHaveValue(REFERRAL_LINK);
    expect(screen.queryByRole('button', { name: 'Enroll as Affiliate' })).not.toBeInTheDocument();

    const share = within(screen.getByRole('list', { name: 'Share your referral link' }));
    const encoded = encodeURIComponent(REFERRAL_LINK);
    expect(share.getByRole('link', { name: 'Twitter' }).getAttribute('href')).toContain(`url=${encoded}`);
    expect(share.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(share.getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(new RegExp(`^mailto:\\?subject=.*${encoded.replace(/[.?]/g, '\\$&')}$`));
    expect(api.callsTo('GET /api/affiliate/stats')).toHaveLength(1);
  });

  it('copies the referral link', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/affiliate/stats': { body: stats() } }, { signedIn: affiliate() });
    renderRoute('/affiliate');

    await user.click(await screen.findByRole('button', { name: 'Copy' }));

    expect(await screen.findByText('Referral link copied to clipboard.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(REFERRAL_LINK);
  });

  it('shows a balance reduced below zero by refunds', async () => {
    mockApi({ 'GET /api/affiliate/stats': { body: stats(-12.5) } }, { signedIn: affiliate() });
    renderRoute('/affiliate');

    const figures = within(await screen.findByRole('list', { name: 'Affiliate stats' }));
    expect(figures.getByText('Available Balance').nextSibling).toHaveTextContent('-$12.50');
  });

  it('says so when the stats cannot be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/affiliate/stats': { status: 500, body: { error: 'Internal server error' } } }, { signedIn: affiliate() });
    renderRoute('/affiliate');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your affiliate stats. Please try again.');
    api.on('GET /api/affiliate/stats', { body: stats() });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    await waitFor(() => expect(screen.getByText('Total Referrals')).toBeInTheDocument());
  });
});
