import type { SessionView } from '@reelmix/contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customer, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { formatDateTime } from '../features/dashboard/format-date';

const SESSIONS = 'GET /api/auth/sessions';
const THIS_LAPTOP: SessionView = {
  id: '0b7d2c1e-4f5a-4e6b-9c8d-1a2b3c4d5e6f',
  device: 'Firefox 128 on Windows',
  network: '203.0.113.0/24',
  createdAt: '2026-11-20T09:15:00.000Z',
  lastActiveAt: '2026-11-27T10:00:00.000Z',
  current: true,
};
const PHONE: SessionView = {
  id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  device: 'Safari 17 on iOS',
  network: '2001:db8:85a3::/48',
  createdAt: '2026-11-02T18:40:00.000Z',
  lastActiveAt: '2026-11-25T21:05:00.000Z',
  current: false,
};
const OLD_TOOL: SessionView = { ...PHONE, id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', device: null, network: null };

function openAccountPage(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [SESSIONS]: { body: [THIS_LAPTOP, PHONE, OLD_TOOL] }, ...routes }, { signedIn: customer() });
  return { api, ...renderRoute('/account') };
}

const devices = async () => within(await screen.findByRole('list', { name: 'Your signed-in devices' }));
const notifications = () => within(screen.getByRole('region', { name: /Notifications/ }));

describe('account page: signed-in devices', () => {
  it('lists each device with its network and times, marks this one, and offers to sign out the others', async () => {
    openAccountPage();

    const list = await devices();
    const items = list.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Firefox 128 on Windows, this device', 'Safari 17 on iOS', 'Unknown device']);

    const laptop = within(items[0]);
    expect(laptop.getByText('This device')).toBeInTheDocument();
    expect(laptop.getByText('Network 203.0.113.0/24')).toBeInTheDocument();
    expect(laptop.getByText(`Signed in ${formatDateTime(THIS_LAPTOP.createdAt)} · Last active now`)).toBeInTheDocument();
    // This device signs out with the Logout button, not from the list.
    expect(laptop.queryByRole('button')).not.toBeInTheDocument();

    const phone = within(items[1]);
    expect(phone.getByText('Network 2001:db8:85a3::/48')).toBeInTheDocument();
    expect(phone.getByText(new RegExp(`^Signed in ${formatDateTime(PHONE.createdAt)} · Last active `))).toBeInTheDocument();
    expect(phone.getByRole('button', { name: 'Sign out Safari 17 on iOS' })).toBeInTheDocument();
    expect(within(items[2]).getByText('Network unknown')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out other devices' })).toBeInTheDocument();
  });

  it('signs one device out and shows the list again without it', async () => {
    const user = userEvent.setup();
    const { api } = openAccountPage({ [`DELETE /api/auth/sessions/${PHONE.id}`]: { status: 204 } });
    const list = await devices();

    api.on(SESSIONS, { body: [THIS_LAPTOP, OLD_TOOL] });
    await user.click(list.getByRole('button', { name: 'Sign out Safari 17 on iOS' }));

    expect(await notifications().findByText('Safari 17 on iOS is signed out.')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/auth/sessions/${PHONE.id}`)).toHaveLength(1);
    await waitFor(async () => expect((await devices()).queryByRole('listitem', { name: 'Safari 17 on iOS' })).not.toBeInTheDocument());
    expect((await devices()).getByRole('listitem', { name: 'Unknown device' })).toBeInTheDocument();
  });

  it('signs every other device out, after which only this one is listed and the button goes', async () => {
    const user = userEvent.setup();
    const { api } = openAccountPage({ 'POST /api/auth/sessions/sign-out-others': { body: { ended: 2 } } });
    await devices();

    api.on(SESSIONS, { body: [THIS_LAPTOP] });
    await user.click(screen.getByRole('button', { name: 'Sign out other devices' }));

    expect(await notifications().findByText('2 other devices were signed out.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/sessions/sign-out-others')).toHaveLength(1);
    await waitFor(async () => expect((await devices()).getAllByRole('listitem')).toHaveLength(1));
    expect((await devices()).getByRole('listitem', { name: 'Firefox 128 on Windows, this device' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out other devices' })).not.toBeInTheDocument();
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    const { api } = openAccountPage({ [SESSIONS]: { status: 503, body: { error: 'Service unavailable' } } });

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Your devices could not be loaded. Please try again.');
    api.on(SESSIONS, { body: [THIS_LAPTOP] });
    await user.click(within(problem).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'Firefox 128 on Windows, this device' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login page', async () => {
    mockApi();
    const { router } = renderRoute('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount');
  });
});

describe('account page: changing the password', () => {
  const form = async () => within(await screen.findByRole('form', { name: 'Change Password' }));
  const fill = async (user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) => {
    const fields = await form();
    await user.type(fields.getByLabelText('Current Password'), current);
    await user.type(fields.getByLabelText('New Password'), next);
    await user.type(fields.getByLabelText('Confirm New Password'), confirm);
    await user.click(fields.getByRole('button', { name: 'Change Password' }));
  };

  it('asks for 8 characters and a matching confirmation before calling', async () => {
    const user = userEvent.setup();
    const { api } = openAccountPage();

    await fill(user, 'old password', 'seven77', 'seven78');

    const fields = await form();
    expect(fields.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(fields.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/change-password')).toHaveLength(0);
  });

  it('changes it, says how many other devices were signed out, and reads the devices again', async () => {
    const user = userEvent.setup();
    const { api } = openAccountPage({ 'POST /api/auth/change-password': { body: { success: true, ended: 1 } } });
    await devices();

    api.on(SESSIONS, { body: [THIS_LAPTOP] });
    await fill(user, 'old password', 'a fresh passphrase');

    expect(await notifications().findByText('Your password has been changed. 1 other device was signed out.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/change-password').map((call) => call.body)).toEqual([
      { currentPassword: 'old password', newPassword: 'a fresh passphrase', confirmPassword: 'a fresh passphrase' },
    ]);
    expect((await form()).getByLabelText('New Password')).toHaveValue('');
    await waitFor(async () => expect((await devices()).getAllByRole('listitem')).toHaveLength(1));
  });

  it("shows the server's refusal, such as a common password", async () => {
    const user = userEvent.setup();
    const message = 'This password is too common. Please choose one that is harder to guess.';
    openAccountPage({ 'POST /api/auth/change-password': { status: 400, body: { error: message, message, code: 'VALIDATION_FAILED' } } });

    await fill(user, 'old password', 'Password123');

    expect(await notifications().findByText('Failed to Change Password')).toBeInTheDocument();
    expect(notifications().getByText(message)).toBeInTheDocument();
  });
});
