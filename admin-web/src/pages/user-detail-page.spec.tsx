import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aJob, aUser, USER_ID } from '../../test/admin-builders';
import { errorReply, mockApi, never } from '../../test/mock-api';
import { notifications } from '../../test/notifications';
import { renderRoute } from '../../test/render-route';
import { formatLongDateTime } from '../lib/format';

const USER = `GET /api/admin/users/${USER_ID}`;
const JOBS = `GET /api/admin/users/${USER_ID}/jobs`;
const PATH = `/admin/users/${USER_ID}`;

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('user detail page', () => {
  it('shows a spinner and asks for the jobs only once the user has loaded', async () => {
    const api = mockApi({ [USER]: never, [JOBS]: { body: [] } });
    renderRoute(PATH);

    expect(await screen.findByText('Loading user')).toBeInTheDocument();
    expect(api.callsTo(USER)).toHaveLength(1);
    expect(api.callsTo(JOBS)).toHaveLength(0);
  });

  it('shows User Information, Affiliate Status and Account Activity', async () => {
    const user = aUser({ isAffiliate: true, affiliateCode: 'MARIA20', referrerId: 'ref-77' });
    const api = mockApi({ [USER]: { body: user }, [JOBS]: { body: [aJob(), aJob({ id: 'j2' })] } });
    renderRoute(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'maria@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'User Details' })).toHaveAttribute('aria-selected', 'true');
    const info = region('User Information');
    expect(info.getByText(formatLongDateTime(user.createdAt))).toBeInTheDocument();
    expect(info.getByText(/^January 15, 2025/)).toBeInTheDocument();
    expect(info.getByText('Free')).toBeInTheDocument();
    expect(info.getByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(info.queryByRole('button', { name: 'Cancel Pro' })).not.toBeInTheDocument();
    expect(info.queryByText('Requested Pro Upgrade')).not.toBeInTheDocument();

    expect(region('Affiliate Status').getByText('Active Affiliate')).toBeInTheDocument();
    expect(region('Affiliate Status').getByText('MARIA20')).toBeInTheDocument();
    expect(region('Affiliate Status').getByText('Referred By User #ref-77')).toBeInTheDocument();
    await waitFor(() => expect(region('Account Activity').getByText('2')).toBeInTheDocument());
    expect(api.callsTo(JOBS)).toHaveLength(1);
  });

  it("shows 'Not an Affiliate' and the 'Requested Pro Upgrade' badge", async () => {
    mockApi({ [USER]: { body: aUser({ requestedPro: true }) }, [JOBS]: { body: [] } });
    renderRoute(PATH);

    await screen.findByRole('region', { name: 'User Information' });
    expect(region('User Information').getByText('Requested Pro Upgrade')).toBeInTheDocument();
    expect(region('Affiliate Status').getByText('Not an Affiliate')).toBeInTheDocument();
    expect(region('Affiliate Status').queryByText(/Referred By/)).not.toBeInTheDocument();
  });

  describe('Video Jobs tab', () => {
    it('lists each job with its date and status badge', async () => {
      const user = userEvent.setup();
      const jobs = [aJob({ id: '101' }), aJob({ id: '102', status: 'failed' }), aJob({ id: '103', status: 'processing' }), aJob({ id: '104', status: 'pending' })];
      mockApi({ [USER]: { body: aUser() }, [JOBS]: { body: jobs } });
      renderRoute(PATH);

      await user.click(await screen.findByRole('tab', { name: 'Video Jobs' }));
      const panel = within(screen.getByRole('tabpanel', { name: 'Video Jobs' }));
      const items = await panel.findAllByRole('listitem');
      expect(items.map((item) => within(item).getByText(/^Job #/).textContent)).toEqual(['Job #101', 'Job #102', 'Job #103', 'Job #104']);
      expect(within(items[0]).getByText('Completed')).toHaveClass('rm-badge--success');
      expect(within(items[1]).getByText('Failed')).toHaveClass('rm-badge--destructive');
      expect(within(items[2]).getByText('Processing').querySelector('.job-status__progress')).not.toBeNull();
      expect(within(items[3]).getByText('Pending')).toHaveClass('rm-badge--secondary');
      expect(within(items[0]).getByText(/Feb 1, 2025/)).toBeInTheDocument();
    });

    it('says so when the user has no jobs', async () => {
      const user = userEvent.setup();
      mockApi({ [USER]: { body: aUser() }, [JOBS]: { body: [] } });
      renderRoute(PATH);

      await user.click(await screen.findByRole('tab', { name: 'Video Jobs' }));
      expect(await screen.findByText("This user hasn't created any video jobs yet.")).toBeInTheDocument();
    });
  });

  it("shows 'Error Loading User' with the server's message and the way back", async () => {
    const user = userEvent.setup();
    const api = mockApi({ [USER]: errorReply(404, 'User not found'), 'GET /admin/users': { body: { users: [], total: 0 } } });
    const { router } = renderRoute(PATH);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading User')).toBeInTheDocument();
    expect(within(alert).getByText('User not found')).toBeInTheDocument();
    expect(api.callsTo(JOBS)).toHaveLength(0);

    await user.click(within(alert).getByRole('link', { name: 'Back to Users List' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it("falls back to 'User not found' when the failure has no message", async () => {
    mockApi({ [USER]: { status: 500, text: '' } });
    renderRoute(PATH);

    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
  });

  it('links Back to the list and Email User to the composer', async () => {
    mockApi({ [USER]: { body: aUser() }, [JOBS]: { body: [] } });
    renderRoute(PATH);

    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'Email User' })).toHaveAttribute('href', `/admin/users/${USER_ID}/mail`);
  });

  describe('Pro toggle', () => {
    it('upgrades with isPro true and requestedPro false', async () => {
      const user = userEvent.setup();
      const api = mockApi({
        [USER]: { body: aUser({ requestedPro: true }) },
        [JOBS]: { body: [] },
        [`PUT /api/admin/users/${USER_ID}`]: { body: aUser({ isPro: true }) },
      });
      renderRoute(PATH);

      await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));

      expect(await notifications().findByText('User upgraded to Pro')).toBeInTheDocument();
      expect(api.callsTo(`PUT /api/admin/users/${USER_ID}`)[0].body).toEqual({ isPro: true, requestedPro: false });
      expect(region('User Information').getByText('Pro')).toBeInTheDocument();
      expect(region('User Information').queryByText('Requested Pro Upgrade')).not.toBeInTheDocument();
      expect(region('User Information').getByRole('button', { name: 'Downgrade to Free' })).toBeInTheDocument();
    });

    it('downgrades a Pro user', async () => {
      const user = userEvent.setup();
      const api = mockApi({
        [USER]: { body: aUser({ isPro: true }) },
        [JOBS]: { body: [] },
        [`PUT /api/admin/users/${USER_ID}`]: { body: aUser({ isPro: false }) },
      });
      renderRoute(PATH);

      await user.click(await screen.findByRole('button', { name: 'Downgrade to Free' }));

      expect(await notifications().findByText('User downgraded to Free')).toBeInTheDocument();
      expect(api.callsTo(`PUT /api/admin/users/${USER_ID}`)[0].body).toEqual({ isPro: false, requestedPro: false });
    });

    it("shows 'Failed to update user status' when the change fails", async () => {
      const user = userEvent.setup();
      mockApi({ [USER]: { body: aUser() }, [JOBS]: { body: [] }, [`PUT /api/admin/users/${USER_ID}`]: errorReply(503, 'Billing is unavailable') });
      renderRoute(PATH);

      await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));

      expect(await notifications().findByText('Failed to update user status')).toBeInTheDocument();
      expect(region('User Information').getByText('Free')).toBeInTheDocument();
    });
  });

  describe('Cancel Pro', () => {
    const proUser = aUser({ isPro: true, stripeSubscriptionId: 'sub_1AbCdEfGhIjK', subscriptionStatus: 'trialing' });

    it('requires a reason that is not blank', async () => {
      const user = userEvent.setup();
      const api = mockApi({ [USER]: { body: proUser }, [JOBS]: { body: [] } });
      renderRoute(PATH);

      await user.click(await screen.findByRole('button', { name: 'Cancel Pro' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Cancel Pro Access' }));
      await user.type(dialog.getByLabelText('Cancellation Reason'), '   ');
      await user.click(dialog.getByRole('button', { name: 'Cancel Pro' }));

      expect(dialog.getByLabelText('Cancellation Reason')).toHaveAccessibleDescription('Please provide a reason for cancellation');
      expect(await notifications().findByText('Please provide a reason for cancellation')).toBeInTheDocument();
      expect(api.callsTo(`POST /api/admin/users/${USER_ID}/cancel-pro`)).toHaveLength(0);
    });

    it('warns with the first 8 characters of the subscription id', async () => {
      const user = userEvent.setup();
      mockApi({ [USER]: { body: proUser }, [JOBS]: { body: [] } });
      renderRoute(PATH);

      await user.click(await screen.findByRole('button', { name: 'Cancel Pro' }));
      const dialog = screen.getByRole('dialog', { name: 'Cancel Pro Access' });
      expect(dialog).toHaveTextContent('active subscription at the card provider (sub_1AbC...)');
      expect(dialog).not.toHaveTextContent('sub_1AbCd');
    });

    it('has no warning without a subscription', async () => {
      const user = userEvent.setup();
      mockApi({ [USER]: { body: aUser({ isPro: true }) }, [JOBS]: { body: [] } });
      renderRoute(PATH);

      await user.click(await screen.findByRole('button', { name: 'Cancel Pro' }));
      expect(screen.getByRole('dialog')).not.toHaveTextContent('active subscription');
    });

    it('sends the reason, confirms and shows the user as Free at once', async () => {
      const user = userEvent.setup();
      const api = mockApi({
        // The user's record learns of the cancellation from billing later: a read now still says Pro.
        [USER]: { body: proUser },
        [JOBS]: { body: [] },
        [`POST /api/admin/users/${USER_ID}/cancel-pro`]: {
          body: { id: 'c1', userId: USER_ID, adminId: 'a1', reason: 'Refund agreed', subscriptionId: proUser.stripeSubscriptionId, wasTrialing: true, cancelledAt: '2025-02-01T12:00:00.000Z' },
        },
      });
      renderRoute(PATH);

      await user.click(await screen.findByRole('button', { name: 'Cancel Pro' }));
      const dialog = within(screen.getByRole('dialog'));
      await user.type(dialog.getByLabelText('Cancellation Reason'), '  Refund agreed ');
      await user.click(dialog.getByRole('button', { name: 'Cancel Pro' }));

      expect(await notifications().findByText('Pro access has been cancelled successfully')).toBeInTheDocument();
      expect(api.callsTo(`POST /api/admin/users/${USER_ID}/cancel-pro`)[0].body).toEqual({ reason: 'Refund agreed' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(region('User Information').getByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
      expect(region('User Information').queryByRole('button', { name: 'Cancel Pro' })).not.toBeInTheDocument();
      expect(region('User Information').getByText('Free')).toBeInTheDocument();
      expect(api.callsTo(USER)).toHaveLength(1);
    });

    it("shows 'Failed to cancel Pro access' and keeps the dialog", async () => {
      const user = userEvent.setup();
      mockApi({ [USER]: { body: proUser }, [JOBS]: { body: [] }, [`POST /api/admin/users/${USER_ID}/cancel-pro`]: errorReply(502, 'The card provider did not answer') });
      renderRoute(PATH);

      await user.click(await screen.findByRole('button', { name: 'Cancel Pro' }));
      const dialog = within(screen.getByRole('dialog'));
      await user.type(dialog.getByLabelText('Cancellation Reason'), 'Fraud');
      await user.click(dialog.getByRole('button', { name: 'Cancel Pro' }));

      expect(await notifications().findByText('Failed to cancel Pro access')).toBeInTheDocument();
      expect(notifications().getByText('The card provider did not answer')).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
  });

  describe('Delete User', () => {
    it('confirms, deletes through /api/admin/users/{id} and returns to the list', async () => {
      const user = userEvent.setup();
      const api = mockApi({
        [USER]: { body: aUser() },
        [JOBS]: { body: [] },
        [`DELETE /api/admin/users/${USER_ID}`]: { body: { deleted: true } },
        'GET /admin/users': { body: { users: [], total: 0 } },
      });
      const { router } = renderRoute(PATH);

      await user.click(await screen.findByRole('button', { name: 'Delete User' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete User' });
      expect(dialog).toHaveAccessibleDescription('This will permanently delete the user and all associated data. This action cannot be undone.');
      await user.click(within(dialog).getByRole('button', { name: 'Delete User' }));

      expect(await notifications().findByText('User deleted successfully')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
      expect(api.callsTo(`DELETE /api/admin/users/${USER_ID}`)).toHaveLength(1);
      // The deleted user is not asked for again on the way out.
      expect(api.callsTo(USER)).toHaveLength(1);
    });

    it("shows 'Failed to delete user' and stays", async () => {
      const user = userEvent.setup();
      mockApi({ [USER]: { body: aUser() }, [JOBS]: { body: [] }, [`DELETE /api/admin/users/${USER_ID}`]: errorReply(500, 'Internal server error') });
      const { router } = renderRoute(PATH);

      await user.click(await screen.findByRole('button', { name: 'Delete User' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete User' }));

      expect(await notifications().findByText('Failed to delete user')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(PATH);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
