import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customer, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

const affiliate = () => customer({ isAffiliate: true, affiliateCode: 'AB12CD' });
const links = { signupUrl: 'https://reelmix.test/affiliate', referralLink: 'https://reelmix.test/?via=AB12CD', affiliateCode: 'AB12CD' };

describe('affiliate signup page', () => {
  it.each(['/affiliate-signup', '/team/signup/pro'])('lists the programme benefits at %s', (path) => {
    mockApi();
    renderRoute(path);

    for (const benefit of [
      '20% Recurring Commission',
      '60-Day Cookie Tracking',
      'Monthly PayPal Payouts',
      'Self-Referral Protection',
      'Real-Time Dashboard',
      'Unlimited Referrals',
    ]) {
      expect(screen.getByRole('heading', { name: benefit })).toBeInTheDocument();
    }
    expect(screen.getByText(/for up to 12 months/)).toBeInTheDocument();
    expect(screen.getByText(/from \$50 are paid monthly via PayPal/)).toBeInTheDocument();
  });

  it('sends a visitor to sign up first, coming back here afterwards', async () => {
    mockApi();
    renderRoute('/team/signup/pro');

    expect(await screen.findByRole('link', { name: 'Sign Up to Become an Affiliate' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Faffiliate-signup',
    );
    expect(screen.queryByRole('button', { name: 'Enroll as Affiliate Now' })).not.toBeInTheDocument();
  });

  it('offers an existing affiliate their dashboard instead', async () => {
    mockApi({}, { signedIn: affiliate() });
    renderRoute('/affiliate-signup');

    expect(await screen.findByRole('link', { name: 'View Your Affiliate Dashboard' })).toHaveAttribute('href', '/affiliate');
    expect(screen.queryByRole('button', { name: 'Enroll as Affiliate Now' })).not.toBeInTheDocument();
  });

  it('enrols and goes to the affiliate dashboard', async () => {
    const user = userEvent.setup();
    const api = mockApi(
      {
        'GET /api/affiliate/signup-url': () => {
          api.on('GET /api/auth/me', { body: affiliate() });
          return { body: { status: 'enrolled', data: { message: 'Welcome to the affiliate program!', ...links } } };
        },
        'GET /api/affiliate/stats': { body: { referrals: 0, earnings: { total: 0, available: 0 }, referral_link: links.referralLink } },
      },
      { signedIn: customer() },
    );
    const { router } = renderRoute('/affiliate-signup');

    await user.click(await screen.findByRole('button', { name: 'Enroll as Affiliate Now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliate'));
    expect(screen.getByText('Enrollment Complete')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Affiliate Dashboard' })).toBeInTheDocument();
  });

  it('goes straight to the dashboard when the user is already enrolled', async () => {
    const user = userEvent.setup();
    const api = mockApi(
      {
        'GET /api/affiliate/signup-url': () => {
          api.on('GET /api/auth/me', { body: affiliate() });
          return { body: { status: 'already_enrolled', data: { message: 'You are already enrolled in the affiliate program.', ...links } } };
        },
      },
      { signedIn: customer() },
    );
    const { router } = renderRoute('/affiliate-signup');

    await user.click(await screen.findByRole('button', { name: 'Enroll as Affiliate Now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliate'));
    expect(screen.queryByText('Enrollment Complete')).not.toBeInTheDocument();
  });

  it('announces completion when the answer names no signup page', async () => {
    const user = userEvent.setup();
    const api = mockApi(
      {
        'GET /api/affiliate/signup-url': () => {
          api.on('GET /api/auth/me', { body: affiliate() });
          return { body: { status: 'enrolled', data: {} } };
        },
      },
      { signedIn: customer() },
    );
    const { router } = renderRoute('/affiliate-signup');

    await user.click(await screen.findByRole('button', { name: 'Enroll as Affiliate Now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliate'));
    expect(screen.getByText('Enrollment Complete')).toBeInTheDocument();
  });

  it('reports a refused enrolment with an Error toast', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/affiliate/signup-url': { status: 401, body: { error: 'Authentication required' } } }, { signedIn: customer() });
    const { router } = renderRoute('/affiliate-signup');

    await user.click(await screen.findByRole('button', { name: 'Enroll as Affiliate Now' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Authentication required')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/affiliate-signup');
  });
});
