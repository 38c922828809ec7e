import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, someUsers } from '../../test/admin-builders';
import { errorReply, mockApi, never, type MockCall } from '../../test/mock-api';
import { notifications } from '../../test/notifications';
import { renderRoute } from '../../test/render-route';
import { SEARCH_DEBOUNCE_MS } from '../features/users/user-filters';

const LIST = 'GET /admin/users';

/** A gateway list that really filters and pages `users`. */
function listOf(users = someUsers(25)) {
  return ({ query }: MockCall) => {
    const page = Number(query.get('page'));
    const limit = Number(query.get('limit'));
    const search = (query.get('search') ?? '').toLowerCase();
    const plan = query.get('plan');
    const matching = users.filter(
      (user) => user.email.includes(search) && (plan === 'all' || (plan === 'pro') === user.isPro),
    );
    return { body: { users: matching.slice((page - 1) * limit, page * limit), total: matching.length } };
  };
}

const rows = () => within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row').slice(1);

describe('users page', () => {
  it('shows a spinner while the first page loads', async () => {
    mockApi({ [LIST]: never });
    renderRoute('/admin/users');

    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByText('Loading users')).toBeInTheDocument();
  });

  it('asks for page 1 of 10 with every plan and shows the table columns', async () => {
    const api = mockApi({ [LIST]: listOf() });
    renderRoute('/admin/users');

    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Email', 'Plan', 'Affiliate', 'Created At', 'Actions']);
    expect(rows()).toHaveLength(10);
    const { query } = api.callsTo(LIST)[0];
    expect(Object.fromEntries(query)).toEqual({ page: '1', limit: '10', plan: 'all' });
    expect(screen.getByText('Total: 25 users')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by name or email...')).toBeInTheDocument();
  });

  it("shows the plan, the 'Requested' badge, the affiliate code as hover text and the date", async () => {
    const users = [
      aUser({ id: 'u1', email: 'pro@example.com', isPro: true, requestedPro: true }),
      aUser({ id: 'u2', email: 'asks@example.com', requestedPro: true, isAffiliate: true, affiliateCode: 'ASK20' }),
      aUser({ id: 'u3', email: 'free@example.com' }),
    ];
    mockApi({ [LIST]: { body: { users, total: 3 } } });
    renderRoute('/admin/users');

    await screen.findByRole('table', { name: 'Users' });
    const [pro, asks, free] = rows().map((row) => within(row));
    expect(pro.getByText('Pro')).toBeInTheDocument();
    expect(pro.queryByText('Requested')).not.toBeInTheDocument();
    expect(asks.getByText('Free')).toBeInTheDocument();
    expect(asks.getByText('Requested')).toBeInTheDocument();
    expect(asks.getByTitle('ASK20')).toHaveTextContent('Yes');
    expect(free.getByText('No')).toBeInTheDocument();
    expect(free.getByText('Jan 15, 2025')).toBeInTheDocument();
    expect(free.getByRole('link', { name: 'View details of free@example.com' })).toHaveAttribute('href', '/admin/users/u3');
    expect(free.getByRole('link', { name: 'Email free@example.com' })).toHaveAttribute('href', '/admin/users/u3/mail');
  });

  it('has no buttons beyond the product ones', async () => {
    mockApi({ [LIST]: { body: { users: [aUser()], total: 1 } } });
    renderRoute('/admin/users');

    await screen.findByRole('table', { name: 'Users' });
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('button').map((button) => button.textContent)).toEqual(['Create Pro User', 'Delete', 'Previous', 'Next']);
  });

  it('pages with Next and Previous', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [LIST]: listOf() });
    const { router } = renderRoute('/admin/users');

    await screen.findByText('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(within(rows()[0]).getByText('user21@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(api.callsTo(LIST).map((call) => call.query.get('page'))).toEqual(['1', '2', '3', '2']);
  });

  it('searches by name or e-mail once typing pauses, from page 1', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [LIST]: listOf() });
    renderRoute('/admin/users?page=2');

    await screen.findByText('Page 2 of 3');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'user2');

    await waitFor(() => expect(screen.getByText('Total: 7 users')).toBeInTheDocument());
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    const searches = api.callsTo(LIST).filter((call) => call.query.has('search'));
    // One call after the pause, not one per keystroke.
    expect(searches.map((call) => [call.query.get('search'), call.query.get('page')])).toEqual([['user2', '1']]);
  });

  it('shows the search of the address, also after Back', async () => {
    mockApi({ [LIST]: listOf() });
    const { router } = renderRoute('/admin/users?search=user1');

    expect(await screen.findByRole('searchbox', { name: 'Search users' })).toHaveValue('user1');
    await router.navigate('/users');

    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue(''));
    expect(await screen.findByText('Total: 25 users')).toBeInTheDocument();
    // Past the typing pause, the old search has not come back.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));
    expect(router.state.location.search).toBe('');
  });

  it('filters by plan', async () => {
    const user = userEvent.setup();
    const users = [aUser({ id: 'p1', email: 'pro@example.com', isPro: true }), ...someUsers(3)];
    const api = mockApi({ [LIST]: listOf(users) });
    renderRoute('/admin/users');

    await screen.findByText('Total: 4 users');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'pro');

    expect(await screen.findByText('Total: 1 user')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('pro@example.com')).toBeInTheDocument();
    expect(api.callsTo(LIST).at(-1)?.query.get('plan')).toBe('pro');
    expect(within(screen.getByRole('combobox', { name: 'Plan' })).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'all',
      'pro',
      'free',
    ]);
  });

  it('shows an empty state with the Create Pro User button', async () => {
    const user = userEvent.setup();
    mockApi({ [LIST]: { body: { users: [], total: 0 } } });
    renderRoute('/admin/users');

    expect(await screen.findByText('No users found.')).toBeInTheDocument();
    expect(screen.getByText('Total: 0 users')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    const createButtons = screen.getAllByRole('button', { name: 'Create Pro User' });
    expect(createButtons).toHaveLength(2);

    await user.click(createButtons[1]);
    expect(screen.getByRole('dialog', { name: 'Create Pro User' })).toBeInTheDocument();
  });

  it("shows 'Failed to fetch users' when the list cannot be read", async () => {
    mockApi({ [LIST]: errorReply(500, 'Internal server error') });
    renderRoute('/admin/users');

    expect(await notifications().findByText('Failed to fetch users')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Internal server error');
  });

  describe('delete', () => {
    it("asks in 'Confirm Delete' and does nothing on Cancel", async () => {
      const user = userEvent.setup();
      const api = mockApi({ [LIST]: { body: { users: [aUser()], total: 1 } } });
      renderRoute('/admin/users');

      await user.click(await screen.findByRole('button', { name: 'Delete maria@example.com' }));
      const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
      expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this user? This action cannot be undone.');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    });

    it('deletes through /admin/users/{id} and refreshes the list', async () => {
      const user = userEvent.setup();
      let users = [aUser(), aUser({ id: 'other', email: 'other@example.com' })];
      const api = mockApi({
        [LIST]: () => ({ body: { users, total: users.length } }),
        'DELETE /admin/users/other': () => {
          users = users.filter((candidate) => candidate.id !== 'other');
          return { body: { deleted: true } };
        },
      });
      renderRoute('/admin/users');

      await user.click(await screen.findByRole('button', { name: 'Delete other@example.com' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

      expect(await notifications().findByText('User deleted successfully')).toBeInTheDocument();
      expect(await screen.findByText('Total: 1 user')).toBeInTheDocument();
      expect(screen.queryByText('other@example.com')).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.callsTo('DELETE /admin/users/other')).toHaveLength(1);
    });

    it("shows 'Failed to delete user' when the delete fails", async () => {
      const user = userEvent.setup();
      mockApi({ [LIST]: { body: { users: [aUser()], total: 1 } }, [`DELETE /admin/users/${aUser().id}`]: errorReply(502, 'Storage unavailable') });
      renderRoute('/admin/users');

      await user.click(await screen.findByRole('button', { name: 'Delete maria@example.com' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

      expect(await notifications().findByText('Failed to delete user')).toBeInTheDocument();
      expect(notifications().getByText('Storage unavailable')).toBeInTheDocument();
      expect(screen.getByText('maria@example.com')).toBeInTheDocument();
    });
  });

  describe('Create Pro User', () => {
    it('explains itself and requires e-mail and password', async () => {
      const user = userEvent.setup();
      const api = mockApi({ [LIST]: { body: { users: [], total: 0 } } });
      renderRoute('/admin/users');

      await user.click((await screen.findAllByRole('button', { name: 'Create Pro User' }))[0]);
      const dialog = within(screen.getByRole('dialog', { name: 'Create Pro User' }));
      expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
        'Create a new user with Pro access. The user will be able to log in immediately.',
      );
      expect(dialog.getByLabelText('First Name')).toBeInTheDocument();
      expect(dialog.getByLabelText('Last Name')).toBeInTheDocument();

      await user.type(dialog.getByLabelText('Email'), 'new@example.com');
      await user.click(dialog.getByRole('button', { name: 'Create Pro User' }));

      expect(dialog.getByRole('alert')).toHaveTextContent('Email and password are required');
      expect(dialog.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

      await user.type(dialog.getByLabelText('Password'), 'seven77');
      await user.click(dialog.getByRole('button', { name: 'Create Pro User' }));
      expect(dialog.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters');
      expect(api.callsTo('POST /admin/users/create-pro')).toHaveLength(0);
    });

    it('creates the user, closes and refreshes the list', async () => {
      const user = userEvent.setup();
      let users = [aUser()];
      const api = mockApi({
        [LIST]: () => ({ body: { users, total: users.length } }),
        'POST /admin/users/create-pro': ({ body }) => {
          const created = aUser({ id: 'new', email: 'new@example.com', isPro: true });
          users = [created, ...users];
          return { status: 201, body: { ...created, ...(body as object) } };
        },
      });
      renderRoute('/admin/users');

      await user.click((await screen.findAllByRole('button', { name: 'Create Pro User' }))[0]);
      const dialog = within(screen.getByRole('dialog'));
      await user.type(dialog.getByLabelText('Email'), 'new@example.com');
      await user.type(dialog.getByLabelText('Password'), 'secret123');
      await user.type(dialog.getByLabelText('First Name'), 'Nia');
      await user.click(dialog.getByRole('button', { name: 'Create Pro User' }));

      expect(await notifications().findByText('Pro user created')).toBeInTheDocument();
      expect(api.callsTo('POST /admin/users/create-pro')[0].body).toEqual({ email: 'new@example.com', password: 'secret123', firstName: 'Nia', lastName: '' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await screen.findByText('Total: 2 users')).toBeInTheDocument();
      expect(screen.getByText('new@example.com')).toBeInTheDocument();
    });

    it("shows the server's error, else 'Failed to create user'", async () => {
      const user = userEvent.setup();
      const api = mockApi({ [LIST]: { body: { users: [], total: 0 } }, 'POST /admin/users/create-pro': errorReply(409, 'A user with this email already exists') });
      renderRoute('/admin/users');

      await user.click((await screen.findAllByRole('button', { name: 'Create Pro User' }))[0]);
      const dialog = within(screen.getByRole('dialog'));
      await user.type(dialog.getByLabelText('Email'), 'maria@example.com');
      await user.type(dialog.getByLabelText('Password'), 'secret123');
      await user.click(dialog.getByRole('button', { name: 'Create Pro User' }));

      expect(await notifications().findByText('A user with this email already exists')).toBeInTheDocument();
      expect(notifications().getByText('Failed to create Pro user')).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();

      api.on('POST /admin/users/create-pro', { status: 500, text: '' });
      await user.click(dialog.getByRole('button', { name: 'Create Pro User' }));
      expect(await notifications().findByText('Failed to create user')).toBeInTheDocument();
    });
  });
});
