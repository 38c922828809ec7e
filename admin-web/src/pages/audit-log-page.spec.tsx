import type { AdminAuditEntryView } from '@reelmix/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdmin, anAuditEntry, USER_ID } from '../../test/admin-builders';
import { errorReply, mockApi, never, type MockCall } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

const LIST = 'GET /api/admin/audit-log';
const ADA = anAdmin();
const BOB = { id: 'b0b0b0b0-1b3f-4a5c-8e7d-9f0a1b2c3d4e', email: 'bob@reelmix.test' };
const ADMINS = [
  { id: ADA.id, email: ADA.email },
  { id: BOB.id, email: BOB.email },
];

/** A gateway listing that really filters by admin and action and pages `entries` (newest first already). */
function listOf(entries: AdminAuditEntryView[]) {
  return ({ query }: MockCall) => {
    const page = Number(query.get('page'));
    const limit = Number(query.get('limit'));
    const matching = entries.filter(
      (entry) => (!query.get('adminId') || entry.adminId === query.get('adminId')) && (!query.get('action') || entry.action === query.get('action')),
    );
    return { body: { entries: matching.slice((page - 1) * limit, page * limit), total: matching.length, admins: ADMINS } };
  };
}

/** `count` sign-ins by Ada, a minute apart, newest first. */
const signIns = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    anAuditEntry({ id: `s${index}`, action: 'login', target: null, changes: {}, at: new Date(Date.UTC(2025, 2, 10, 12, 59 - index)).toISOString() }),
  );

const rows = () => within(screen.getByRole('table', { name: 'Audit log' })).getAllByRole('row').slice(1);

describe('audit log page', () => {
  it('is in the navigation and asks for the newest 20 entries of every admin and action', async () => {
    const api = mockApi({ [LIST]: listOf([anAuditEntry()]) });
    renderRoute('/admin/audit-log');

    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Time', 'Admin', 'Action', 'Target', 'Changes']);
    expect(Object.fromEntries(api.callsTo(LIST)[0].query)).toEqual({ page: '1', limit: '20' });
  });

  it('shows who did what from where, to what, and what changed, with secrets only as changed', async () => {
    const entries = [
      anAuditEntry({ id: 'e1' }),
      anAuditEntry({
        id: 'e2',
        action: 'complimentary-pro-set',
        target: { kind: 'user', id: USER_ID },
        changes: { isPro: { before: false, after: true }, subscription: { before: null, after: 'comp_1' } },
      }),
      anAuditEntry({
        id: 'e3',
        adminId: BOB.id,
        adminEmail: BOB.email,
        ip: null,
        action: 'payout-created',
        target: { kind: 'user', id: USER_ID },
        changes: { amountCents: { before: null, after: 6000 } },
      }),
      anAuditEntry({ id: 'e4', action: 'stripe-webhook-set-up', target: { kind: 'setting', id: 'stripe-webhook' }, changes: { signingSecret: { secret: true, changed: false } } }),
      anAuditEntry({ id: 'e5', action: 'login', target: null, changes: {} }),
    ];
    mockApi({ [LIST]: listOf(entries) });
    renderRoute('/admin/audit-log');

    await screen.findByRole('table', { name: 'Audit log' });
    const [settings, pro, payout, webhook, login] = rows().map((row) => within(row));
    expect(settings.getByText('E-mail settings saved')).toBeInTheDocument();
    expect(settings.getByText(ADA.email)).toBeInTheDocument();
    expect(settings.getByText('from 203.0.113.9')).toBeInTheDocument();
    expect(settings.getByText('E-mail settings')).toBeInTheDocument();
    expect(settings.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['SMTP port: 2525 → 587', 'SMTP password changed']);
    expect(settings.getByText('Mar 10, 2025', { exact: false })).toBeInTheDocument();

    expect(pro.getByText('Complimentary Pro set')).toBeInTheDocument();
    expect(pro.getByRole('link', { name: `User ${USER_ID}` })).toHaveAttribute('href', `/admin/users/${USER_ID}`);
    expect(pro.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Pro: no → yes', 'Subscription: comp_1']);

    expect(payout.getByText('Payout made')).toBeInTheDocument();
    expect(payout.getByText(BOB.email)).toBeInTheDocument();
    expect(payout.queryByText(/^from /)).not.toBeInTheDocument();
    expect(payout.getByText('Amount: $60.00')).toBeInTheDocument();

    expect(webhook.getByText('Stripe webhook')).toBeInTheDocument();
    expect(webhook.getByText('Signing secret unchanged')).toBeInTheDocument();

    expect(login.getByText('Signed in')).toBeInTheDocument();
    expect(login.getAllByText('—')).toHaveLength(2);
  });

  it('filters by admin and by action, from page 1, and keeps the filters in the address', async () => {
    const user = userEvent.setup();
    const entries = [
      anAuditEntry({ id: 'b1', adminId: BOB.id, adminEmail: BOB.email, action: 'user-deleted', target: { kind: 'user', id: USER_ID }, changes: {} }),
      ...signIns(25),
    ];
    const api = mockApi({ [LIST]: listOf(entries) });
    const { router } = renderRoute('/admin/audit-log?page=2');

    await screen.findByText('Page 2 of 2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Admin' }), BOB.email);
    expect(await screen.findByText('Total: 1 entry')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('User deleted')).toBeInTheDocument();
    // A deleted user's page is gone: the target is named, not linked.
    expect(within(rows()[0]).queryByRole('link')).not.toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo(LIST).at(-1)?.query ?? [])).toEqual({ page: '1', limit: '20', adminId: BOB.id });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Admin' }), 'All admins');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Signed in');
    expect(await screen.findByText('Total: 25 entries')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?action=login');
    expect(api.callsTo(LIST).at(-1)?.query.get('action')).toBe('login');
  });

  it('pages with Next and Previous', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [LIST]: listOf(signIns(45)) });
    renderRoute('/admin/audit-log');

    await screen.findByText('Page 1 of 3');
    expect(rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(api.callsTo(LIST).map((call) => call.query.get('page'))).toEqual(['1', '2', '3', '2']);
  });

  it('says so when nothing matches, and shows a failed load', async () => {
    mockApi({ [LIST]: listOf([]) });
    const { unmount } = renderRoute('/admin/audit-log?action=payouts-run');
    expect(await screen.findByText('No entries match.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('payouts-run');
    unmount();

    mockApi({ [LIST]: errorReply(503, 'auth is unavailable') });
    renderRoute('/admin/audit-log');
    expect(await screen.findByRole('heading', { name: 'Could not load the audit log' })).toBeInTheDocument();
  });

  it('shows a spinner while the first page loads', async () => {
    mockApi({ [LIST]: never });
    renderRoute('/admin/audit-log');
    expect(await screen.findByText('Loading the audit log')).toBeInTheDocument();
  });
});
