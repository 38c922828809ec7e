import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAdmin } from '../../test/admin-builders';
import { errorReply, mockApi } from '../../test/mock-api';
import { notifications } from '../../test/notifications';
import { renderRoute } from '../../test/render-route';

async function logIn(user: UserEvent, email = 'ada@reelmix.test', password = 'secret123') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('admin login page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the title 'Admin', the fields and a link back to the main site, without asking who is signed in", () => {
    const api = mockApi({}, { signedIn: null });
    renderRoute('/admin/login');

    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Back to main site' })).toHaveAttribute('href', '/');
    expect(api.calls).toHaveLength(0);
  });

  it('checks the e-mail and the password length before calling', async () => {
    const user = userEvent.setup();
    const api = mockApi({}, { signedIn: null });
    renderRoute('/admin/login');

    await logIn(user, 'not-an-email', '12345');

    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(api.callsTo('POST /admin/login')).toHaveLength(0);
  });

  it('signs in, shows a toast, and opens the user list after one second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = mockApi(
      {
        'POST /admin/login': { body: anAdmin() },
        'GET /admin/users': { body: { users: [], total: 0 } },
      },
      { signedIn: null },
    );
    const { router } = renderRoute('/admin/login');

    await logIn(user, ' ada@reelmix.test ');

    expect(await notifications().findByText('Login successful')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/login')[0].body).toEqual({ email: 'ada@reelmix.test', password: 'secret123' });
    expect(router.state.location.pathname).toBe('/admin/login');

    await act(() => vi.advanceTimersByTimeAsync(1000));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    // The login answer is the identity: the guard does not ask again.
    expect(api.callsTo('GET /admin/me')).toHaveLength(0);
  });

  it("shows 'Login failed' with the server's error", async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /admin/login': errorReply(429, 'Too many login attempts. Try again in 15 minutes.') }, { signedIn: null });
    const { router } = renderRoute('/admin/login');

    await logIn(user);

    expect(await notifications().findByText('Login failed')).toBeInTheDocument();
    expect(notifications().getByText('Too many login attempts. Try again in 15 minutes.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("falls back to 'Invalid email or password' when the failure carries no error", async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /admin/login': { status: 401, text: '' } }, { signedIn: null });
    renderRoute('/admin/login');

    await logIn(user);

    expect(await notifications().findByText('Invalid email or password')).toBeInTheDocument();
  });
});
