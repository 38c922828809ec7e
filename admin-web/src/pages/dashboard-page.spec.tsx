import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { someStats } from '../../test/admin-builders';
import { errorReply, mockApi, never } from '../../test/mock-api';
import { notifications } from '../../test/notifications';
import { renderRoute } from '../../test/render-route';

const card = (name: string) => within(screen.getByRole('group', { name }));
const region = (name: string) => within(screen.getByRole('region', { name }));

describe('dashboard page', () => {
  it('shows a spinner while the statistics load', async () => {
    mockApi({ 'GET /api/admin/stats': never });
    renderRoute('/admin/dashboard');

    expect(await screen.findByText('Loading statistics')).toBeInTheDocument();
  });

  it('shows the four cards with their second lines', async () => {
    mockApi({ 'GET /api/admin/stats': { body: someStats() } });
    renderRoute('/admin/dashboard');

    await screen.findByRole('group', { name: 'Total Users' });
    expect(card('Total Users').getByText('240')).toBeInTheDocument();
    expect(card('Total Users').getByText('+18 new this month')).toBeInTheDocument();
    expect(card('Pro Users').getByText('37')).toBeInTheDocument();
    expect(card('Pro Users').getByText('15.4% of total users')).toBeInTheDocument();
    expect(card('Video Jobs').getByText('1,532')).toBeInTheDocument();
    expect(card('Video Jobs').getByText('64 processed this week')).toBeInTheDocument();
    expect(card('Revenue').getByText('$12,345.50')).toBeInTheDocument();
    expect(card('Revenue').getByText('$1,073.00 this month')).toBeInTheDocument();
  });

  it('shows 0.0% of total when there are no users yet', async () => {
    mockApi({ 'GET /api/admin/stats': { body: someStats({ users: { total: 0, pro: 0, newThisMonth: 0 } }) } });
    renderRoute('/admin/dashboard');

    expect(await screen.findByText('0.0% of total users')).toBeInTheDocument();
  });

  it('lists recent activity with action, user and date', async () => {
    mockApi({ 'GET /api/admin/stats': { body: someStats() } });
    renderRoute('/admin/dashboard');

    const items = within(await screen.findByRole('region', { name: 'Recent Activity' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('New user registered');
    expect(items[0]).toHaveTextContent('maria@example.com');
    expect(items[0]).toHaveTextContent('Feb 3, 2025');
  });

  it("says 'No recent activity' when there is none", async () => {
    mockApi({ 'GET /api/admin/stats': { body: someStats({ activity: [] }) } });
    renderRoute('/admin/dashboard');

    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
  });

  it('shows storage, CPU and memory', async () => {
    mockApi({ 'GET /api/admin/stats': { body: someStats() } });
    renderRoute('/admin/dashboard');

    await screen.findByRole('region', { name: 'System Status' });
    expect(region('System Status').getByText('12.5 GB / 500 GB')).toBeInTheDocument();
    expect(region('System Status').getByText('23%')).toBeInTheDocument();
    expect(region('System Status').getByText('71%')).toBeInTheDocument();
    expect(region('System Status').getByRole('progressbar', { name: 'Memory' })).toHaveAttribute('value', '71');
  });

  it('falls back to 100 GB, 45% CPU and 62% memory when the figures are missing', async () => {
    const stats = { ...someStats(), system: undefined };
    mockApi({ 'GET /api/admin/stats': { body: stats } });
    renderRoute('/admin/dashboard');

    await screen.findByRole('region', { name: 'System Status' });
    expect(region('System Status').getByText('0 GB / 100 GB')).toBeInTheDocument();
    expect(region('System Status').getByText('45%')).toBeInTheDocument();
    expect(region('System Status').getByText('62%')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch statistics' and recovers on retry", async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/admin/stats': errorReply(401, 'Authentication required') });
    renderRoute('/admin/dashboard');

    expect(await notifications().findByText('Failed to fetch statistics')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Authentication required');

    api.on('GET /api/admin/stats', { body: someStats() });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('group', { name: 'Total Users' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
