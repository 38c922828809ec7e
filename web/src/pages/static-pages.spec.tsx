import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';

describe('static pages', () => {
  it('shows the privacy policy', () => {
    renderRoute('/privacy-policy');

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What we collect' })).toBeInTheDocument();
  });

  it.each(['/terms', '/terms-of-service'])('shows the terms at %s with the plan, billing and liability rules', (path) => {
    renderRoute(path);

    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    expect(screen.getByText(/Free users can create up to 27 combinations per upload, with files up to 100MB/)).toBeInTheDocument();
    expect(screen.getByText(/Pro users can create up to 100 combinations per upload, with files up to 200MB/)).toBeInTheDocument();
    expect(screen.getByText(/billed monthly in advance/)).toBeInTheDocument();
    expect(screen.getByText(/Billing disputes must be reported within 30 days/)).toBeInTheDocument();
    expect(screen.getByText(/Your data is deleted within 30 days of termination/)).toBeInTheDocument();
    expect(screen.getByText(/the amount you paid us in the 12 months before the claim/)).toBeInTheDocument();
  });
});
