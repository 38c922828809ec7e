import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customer, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

describe('site layout', () => {
  it('shows How It Works, Pricing and Login in the header to a signed-out visitor', () => {
    renderRoute('/');

    const header = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(header.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/how-it-works');
    expect(header.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Reelmix home' })).toHaveAttribute('href', '/');
  });

  it('shows Video History, Library, Developer, Affiliate Program, Account and Logout to a signed-in customer, and signs out', async () => {
    const api = mockApi({ 'POST /api/auth/logout': { body: { success: true } } }, { signedIn: customer() });
    renderRoute('/');

    const header = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(await header.findByRole('link', { name: 'Video History' })).toHaveAttribute('href', '/dashboard');
    expect(header.getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library');
    expect(header.getByRole('link', { name: 'Developer' })).toHaveAttribute('href', '/developer');
    expect(header.getByRole('link', { name: 'Affiliate Program' })).toHaveAttribute('href', '/affiliate');
    expect(header.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(header.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await userEvent.click(header.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('You have been successfully logged out.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(await header.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('lists the footer links and a copyright line', () => {
    renderRoute('/');

    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    const links = footer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['How It Works', '/how-it-works'],
      ['Pricing', '/pricing'],
      ['Dashboard', '/dashboard'],
      ['Contact Us', '/contact'],
      ['Affiliate Program', '/affiliate'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms & Conditions', '/terms'],
    ]);
    expect(screen.getByText(/© \d{4} Reelmix\. All rights reserved\./)).toBeInTheDocument();
  });

  it('marks the current page in the header', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/');

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'How It Works' }));

    expect(router.state.location.pathname).toBe('/how-it-works');
    expect(screen.getByRole('heading', { level: 1, name: 'How It Works' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'How It Works' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('offers a skip link to the main content', () => {
    renderRoute('/contact');

    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
