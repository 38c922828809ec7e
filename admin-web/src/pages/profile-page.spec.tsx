import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdmin, someStats } from '../../test/admin-builders';
import { errorReply, mockApi, never, type Reply } from '../../test/mock-api';
import { notifications } from '../../test/notifications';
import { renderRoute } from '../../test/render-route';

const PROFILE = 'GET /api/admin/me';
const SAVE = 'PUT /api/admin/profile';
const PASSWORD = 'PUT /api/admin/change-password';

function profileApi(routes: Record<string, Reply> = {}) {
  return mockApi({ [PROFILE]: { body: anAdmin() }, 'GET /api/admin/stats': { body: someStats() }, ...routes });
}

const profilePanel = () => within(screen.getByRole('tabpanel', { name: 'Profile' }));
const passwordPanel = () => within(screen.getByRole('tabpanel', { name: 'Change Password' }));

describe('admin profile page', () => {
  it('shows a spinner while the profile loads', async () => {
    profileApi({ [PROFILE]: never });
    renderRoute('/admin/profile');

    expect(await screen.findByText('Loading profile')).toBeInTheDocument();
  });

  it('fills the profile form from GET /api/admin/me', async () => {
    const api = profileApi();
    renderRoute('/admin/profile');

    expect(await profilePanelField('First Name')).toHaveValue('Ada');
    expect(profilePanel().getByLabelText('Last Name')).toHaveValue('Admin');
    expect(profilePanel().getByLabelText('Email')).toHaveValue('ada@reelmix.test');
    expect(api.callsTo(PROFILE)).toHaveLength(1);
  });

  it('switches between Profile and Change Password', async () => {
    const user = userEvent.setup();
    profileApi();
    renderRoute('/admin/profile');

    expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await profilePanelField('First Name');
    await user.click(screen.getByRole('tab', { name: 'Change Password' }));
    expect(passwordPanel().getByLabelText('Current Password')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('checks the profile fields', async () => {
    const user = userEvent.setup();
    const api = profileApi();
    renderRoute('/admin/profile');

    await user.clear(await profilePanelField('First Name'));
    await user.clear(profilePanel().getByLabelText('Last Name'));
    await user.clear(profilePanel().getByLabelText('Email'));
    await user.type(profilePanel().getByLabelText('Email'), 'nope');
    await user.click(profilePanel().getByRole('button', { name: 'Save Changes' }));

    expect(profilePanel().getByText('First name is required')).toBeInTheDocument();
    expect(profilePanel().getByText('Last name is required')).toBeInTheDocument();
    expect(profilePanel().getByText('Invalid email address')).toBeInTheDocument();
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });

  it("saves, shows 'Profile Updated' and the new name in the shell", async () => {
    const user = userEvent.setup();
    const api = profileApi({ [SAVE]: ({ body }) => ({ body: { ...anAdmin(), ...(body as object) } }) });
    renderRoute('/admin/profile');

    await user.clear(await profilePanelField('First Name'));
    await user.type(profilePanel().getByLabelText('First Name'), 'Grace');
    await user.click(profilePanel().getByRole('button', { name: 'Save Changes' }));

    expect(await notifications().findByText('Profile Updated')).toBeInTheDocument();
    expect(api.callsTo(SAVE)[0].body).toEqual({ firstName: 'Grace', lastName: 'Admin', email: 'ada@reelmix.test' });
    expect(within(screen.getByRole('banner')).getByText('Grace Admin')).toBeInTheDocument();
  });

  it("shows 'Failed to Update' with the server's message", async () => {
    const user = userEvent.setup();
    profileApi({ [SAVE]: errorReply(409, 'That e-mail address is taken') });
    renderRoute('/admin/profile');

    await profilePanelField('First Name');
    await user.click(profilePanel().getByRole('button', { name: 'Save Changes' }));

    expect(await notifications().findByText('Failed to Update')).toBeInTheDocument();
    expect(notifications().getByText('That e-mail address is taken')).toBeInTheDocument();
  });

  it('shows an error with a retry when the profile cannot be read', async () => {
    const user = userEvent.setup();
    const api = profileApi({ [PROFILE]: errorReply(500, 'Internal server error') });
    renderRoute('/admin/profile');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Internal server error');
    api.on(PROFILE, { body: anAdmin() });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await profilePanelField('First Name')).toHaveValue('Ada');
  });

  describe('Change Password', () => {
    async function openPasswordTab() {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('tab', { name: 'Change Password' }));
      return user;
    }

    it('checks every field', async () => {
      const api = profileApi();
      renderRoute('/admin/profile');
      const user = await openPasswordTab();

      await user.type(passwordPanel().getByLabelText('New Password'), '12345');
      await user.click(passwordPanel().getByRole('button', { name: 'Update Password' }));

      expect(passwordPanel().getByText('Current password is required')).toBeInTheDocument();
      expect(passwordPanel().getByText('Password must be at least 8 characters')).toBeInTheDocument();
      expect(passwordPanel().getByText('Please confirm your password')).toBeInTheDocument();
      expect(api.callsTo(PASSWORD)).toHaveLength(0);
    });

    it("says 'Passwords don't match' on the confirmation field", async () => {
      profileApi();
      renderRoute('/admin/profile');
      const user = await openPasswordTab();

      await user.type(passwordPanel().getByLabelText('Current Password'), 'old-secret');
      await user.type(passwordPanel().getByLabelText('New Password'), 'new-secret');
      await user.type(passwordPanel().getByLabelText('Confirm New Password'), 'new-secreT');
      await user.click(passwordPanel().getByRole('button', { name: 'Update Password' }));

      expect(passwordPanel().getByLabelText('Confirm New Password')).toHaveAccessibleDescription("Passwords don't match");
    });

    it("changes the password, shows 'Password Updated' and empties the form", async () => {
      const api = profileApi({ [PASSWORD]: { body: { changed: true } } });
      renderRoute('/admin/profile');
      const user = await openPasswordTab();

      await user.type(passwordPanel().getByLabelText('Current Password'), 'old-secret');
      await user.type(passwordPanel().getByLabelText('New Password'), 'new-secret');
      await user.type(passwordPanel().getByLabelText('Confirm New Password'), 'new-secret');
      await user.click(passwordPanel().getByRole('button', { name: 'Update Password' }));

      expect(await notifications().findByText('Password Updated')).toBeInTheDocument();
      expect(api.callsTo(PASSWORD)[0].body).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret' });
      await waitFor(() => expect(passwordPanel().getByLabelText('Current Password')).toHaveValue(''));
    });

    it("shows 'Failed to Change Password' with the server's message, else 'An unknown error occurred'", async () => {
      const api = profileApi({ [PASSWORD]: errorReply(400, 'Current password is incorrect') });
      renderRoute('/admin/profile');
      const user = await openPasswordTab();

      await user.type(passwordPanel().getByLabelText('Current Password'), 'wrong-secret');
      await user.type(passwordPanel().getByLabelText('New Password'), 'new-secret');
      await user.type(passwordPanel().getByLabelText('Confirm New Password'), 'new-secret');
      await user.click(passwordPanel().getByRole('button', { name: 'Update Password' }));

      expect(await notifications().findByText('Failed to Change Password')).toBeInTheDocument();
      expect(notifications().getByText('Current password is incorrect')).toBeInTheDocument();

      api.on(PASSWORD, { status: 500, text: '' });
      await user.click(passwordPanel().getByRole('button', { name: 'Update Password' }));
      expect(await notifications().findByText('An unknown error occurred')).toBeInTheDocument();
    });
  });
});

async function profilePanelField(label: string) {
  return within(await screen.findByRole('tabpanel', { name: 'Profile' })).findByLabelText(label);
}
