import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

describe('link problem page', () => {
  it.each([
    ['expired', 'This download link has expired', /work for a limited time/],
    ['invalid', 'This download link is not valid', /exactly as it appears in the e-mail/],
    ['missing', 'This video is no longer available', /cannot be found/],
    ['unavailable', 'Downloads are not available right now', /try the link again/],
  ])('explains a %s link and offers sign-in and home', async (reason, title, text) => {
    mockApi();
    renderRoute(`/link-expired?reason=${reason}`);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?redirect=%2Fdashboard');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('treats an unknown reason as a link that is not valid', async () => {
    mockApi();
    renderRoute('/link-expired?reason=%3Cscript%3E');

    expect(await screen.findByRole('heading', { level: 1, name: 'This download link is not valid' })).toBeInTheDocument();
  });
});
