import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';

describe('home page (signed out)', () => {
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
});
