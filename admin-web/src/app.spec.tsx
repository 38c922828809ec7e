import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildHealthReport, jsonResponse } from '../test/health-builders';
import { renderRoute } from '../test/render-route';

describe('admin routes', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(buildHealthReport())));
  });

  it('sends /admin to the system screen', async () => {
    const { router } = renderRoute('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'System Status' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/system');
  });

  it('shows the shell navigation with the current screen marked', async () => {
    renderRoute('/admin/system');

    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(nav.getByRole('link', { name: 'System' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
  });

  it.each(['/admin/nowhere', '/admin/users'])('answers %s with Page Not Found', (path) => {
    renderRoute(path);

    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
