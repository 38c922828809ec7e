import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdmin, someStats } from '../test/admin-builders';
import { buildHealthReport } from '../test/health-builders';
import { errorReply, mockApi, never } from '../test/mock-api';
import { notifications } from '../test/notifications';
import { renderRoute } from '../test/render-route';

describe('admin routes', () => {
  it('sends /admin to the dashboard', async () => {
    mockApi({ 'GET /api/admin/stats': { body: someStats() } });
    const { router } = renderRoute('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('shows the shell navigation with the current screen marked', async () => {
    mockApi({ 'GET /api/health': { body: buildHealthReport() } });
    renderRoute('/admin/system');

    const nav = within(await screen.findByRole('navigation', { name: 'Admin' }));
    expect(nav.getByRole('link', { name: 'System' })).toHaveAttribute('aria-current', 'page');
    for (const [label, href] of [
      ['Dashboard', '/admin/dashboard'],
      ['Users', '/admin/users'],
      ['Affiliates', '/admin/affiliates'],
      ['Profile', '/admin/profile'],
      ['Settings', '/admin/settings'],
      ['Audit log', '/admin/audit-log'],
    ]) {
      expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
  });

  it('answers an unknown admin address with Page Not Found', async () => {
    mockApi();
    renderRoute('/admin/nowhere');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('admin guard', () => {
  it('shows a spinner while the identity check runs', () => {
    mockApi({ 'GET /admin/me': never });
    renderRoute('/admin/users');

    expect(screen.getByText('Checking your admin session').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it.each(['/admin/dashboard', '/admin/users', '/admin/users/42', '/admin/settings', '/admin/nowhere'])(
    'sends a visitor without an admin session from %s to the login screen',
    async (path) => {
      const api = mockApi({}, { signedIn: null });
      const { router } = renderRoute(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/login');
      expect(api.callsTo('GET /admin/me')).toHaveLength(1);
      // Nothing behind the guard was asked for.
      expect(api.calls.map((call) => call.path)).toEqual(['/admin/me']);
    },
  );

  it('treats a failed identity check like no session', async () => {
    mockApi({ 'GET /admin/me': errorReply(500, 'Internal server error') });
    const { router } = renderRoute('/admin/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });
});

describe('admin shell', () => {
  it("shows the admin's first and last name", async () => {
    mockApi({ 'GET /api/admin/stats': { body: someStats() } }, { signedIn: anAdmin({ firstName: 'Grace', lastName: 'Hopper' }) });
    renderRoute('/admin/dashboard');

    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
  });

  it('logs out, clears the session and goes to the login screen', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/admin/stats': { body: someStats() }, 'POST /admin/logout': { body: { success: true } } });
    const { router } = renderRoute('/admin/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(api.callsTo('POST /admin/logout')).toHaveLength(1);

    // Known to be signed out: a guarded address goes straight back to login, and the statistics are not kept.
    await router.navigate('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(api.callsTo('GET /admin/me')).toHaveLength(1);
    expect(api.callsTo('GET /api/admin/stats')).toHaveLength(1);
  });

  it("shows 'Error' with the server's message when logout fails", async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/admin/stats': { body: someStats() }, 'POST /admin/logout': errorReply(503, 'Auth service unavailable') });
    const { router } = renderRoute('/admin/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await notifications().findByText('Error')).toBeInTheDocument();
    expect(notifications().getByText('Auth service unavailable')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it("falls back to 'Failed to logout' when the failure has no message", async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/admin/stats': { body: someStats() }, 'POST /admin/logout': { status: 502, text: '' } });
    renderRoute('/admin/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await notifications().findByText('Failed to logout')).toBeInTheDocument();
  });
});
