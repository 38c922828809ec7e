import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

async function fill(user: UserEvent, password = 'newpass1', confirm = 'newpass1') {
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password page', () => {
  it('shows the two password fields and the submit button', () => {
    mockApi();
    renderRoute('/reset-password/tok_123');

    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
  });

  it('checks length and match before calling', async () => {
    const user = userEvent.setup();
    const api = mockApi();
    renderRoute('/reset-password/tok_123');

    await fill(user, '123', '123');
    expect(screen.getAllByText('Password must be at least 8 characters')).toHaveLength(2);

    await user.clear(screen.getByLabelText('New Password'));
    await user.clear(screen.getByLabelText('Confirm Password'));
    await fill(user, 'newpass1', 'newpass2');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/reset-password')).toHaveLength(0);
  });

  it('resets the password with the token, says so and goes to /login', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'POST /api/auth/reset-password': { body: { success: true } } });
    const { router } = renderRoute('/reset-password/tok_123');

    await fill(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST /api/auth/reset-password')[0].body).toEqual({ token: 'tok_123', password: 'newpass1', confirmPassword: 'newpass1' });
    expect(notifications().getByText('Password Reset Successful')).toBeInTheDocument();
  });

  it('says Resetting... while the call runs', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/auth/reset-password': () => new Promise(() => undefined) });
    renderRoute('/reset-password/tok_123');

    await fill(user);

    expect(screen.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
  });

  it.each([
    [
      { status: 400, body: { error: 'This reset link is invalid or has expired. Please request a new one.', message: 'This reset link is invalid or has expired. Please request a new one.' } },
      'This reset link is invalid or has expired. Please request a new one.',
    ],
    [{ status: 500, text: '' }, 'Could not reset password'],
  ])('reports a failed reset (%j) and stays', async (reply, message) => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/auth/reset-password': reply });
    const { router } = renderRoute('/reset-password/tok_123');

    await fill(user);

    expect(await notifications().findByText('Password Reset Failed')).toBeInTheDocument();
    expect(notifications().getByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password/tok_123');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });
});
