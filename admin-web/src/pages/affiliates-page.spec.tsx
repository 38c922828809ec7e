import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAffiliate, aPayoutRun } from '../../test/admin-builders';
import { errorReply, mockApi, never } from '../../test/mock-api';
import { notifications } from '../../test/notifications';
import { renderRoute } from '../../test/render-route';

const LIST = 'GET /api/admin/affiliates';
const RUN = 'POST /api/admin/affiliates/payouts';

async function runPayouts() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Run monthly payouts' }));
  const dialog = screen.getByRole('dialog', { name: 'Run monthly payouts' });
  await user.click(within(dialog).getByRole('button', { name: 'Run payouts' }));
  return user;
}

describe('affiliates page', () => {
  it('shows a spinner while the list loads', async () => {
    mockApi({ [LIST]: never });
    renderRoute('/admin/affiliates');

    expect(await screen.findByText('Loading affiliates')).toBeInTheDocument();
  });

  it('lists affiliates with balances in dollars and their payouts', async () => {
    mockApi({ [LIST]: { body: [anAffiliate(), anAffiliate({ userId: 'aff-2', email: 'new@example.com', affiliateCode: 'NEW1', payouts: [] })] } });
    renderRoute('/admin/affiliates');

    const table = await screen.findByRole('table', { name: 'Affiliates' });
    const [first, second] = within(table).getAllByRole('row').slice(1).map((row) => within(row));
    expect(first.getByText('partner@example.com')).toBeInTheDocument();
    expect(first.getByText('PARTNER1')).toBeInTheDocument();
    expect(first.getByText('$11.60')).toBeInTheDocument();
    expect(first.getByText('$58.00')).toBeInTheDocument();
    expect(first.getByText('$116.00')).toHaveAttribute('data-label', 'Paid');
    expect(first.getByRole('listitem')).toHaveTextContent('$116.00 on Jan 1, 2025');
    expect(second.getByText('None')).toBeInTheDocument();
  });

  it('says so when there are no affiliates', async () => {
    mockApi({ [LIST]: { body: [] } });
    renderRoute('/admin/affiliates');

    expect(await screen.findByText('No affiliates yet.')).toBeInTheDocument();
  });

  it('shows an error when the list cannot be read', async () => {
    mockApi({ [LIST]: errorReply(503, 'Affiliates service unavailable') });
    renderRoute('/admin/affiliates');

    expect(await screen.findByRole('alert')).toHaveTextContent('Affiliates service unavailable');
  });

  it('runs the payouts after confirmation, shows the result and offers the CSV', async () => {
    let affiliates = [anAffiliate()];
    const api = mockApi({
      [LIST]: () => ({ body: affiliates }),
      [RUN]: () => {
        affiliates = [anAffiliate({ balances: { pendingCents: 1160, approvedCents: 0, paidCents: 17400, voidCents: 0 } })];
        return { body: aPayoutRun() };
      },
    });
    renderRoute('/admin/affiliates');

    await runPayouts();

    const result = within(await screen.findByRole('region', { name: /^Payout run of Feb 1, 2025/ }));
    expect(result.getByText(/1 payout totalling \$58\.00\./)).toBeInTheDocument();
    expect(result.getByText(/2 below the \$50 minimum carried to next month/)).toBeInTheDocument();
    expect(result.getByText('partner@example.com: $58.00 for 10 commissions')).toBeInTheDocument();
    const download = result.getByRole('link', { name: 'Download CSV' });
    expect(download).toHaveAttribute('download', 'paypal-payouts-2025-02-01.csv');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toBe(`data:text/csv;charset=utf-8,${aPayoutRun().csv}`);
    expect(notifications().getByText('Payout run complete')).toBeInTheDocument();
    expect(await screen.findByText('$174.00')).toBeInTheDocument();
    expect(api.callsTo(RUN)).toHaveLength(1);
  });

  it('offers no CSV when nobody reached the minimum', async () => {
    mockApi({ [LIST]: { body: [anAffiliate()] }, [RUN]: { body: aPayoutRun({ payouts: [], csv: '', rolledOver: 0 }) } });
    renderRoute('/admin/affiliates');

    await runPayouts();

    expect(await screen.findByText('Nobody reached the $50 minimum: no payouts were made.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [LIST]: { body: [] } });
    renderRoute('/admin/affiliates');

    await user.click(await screen.findByRole('button', { name: 'Run monthly payouts' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(RUN)).toHaveLength(0);
  });

  it('reports a failed run', async () => {
    mockApi({ [LIST]: { body: [] }, [RUN]: errorReply(504, 'The payout run did not finish in time') });
    renderRoute('/admin/affiliates');

    await runPayouts();

    expect(await notifications().findByText('Payout run failed')).toBeInTheDocument();
    expect(notifications().getByText('The payout run did not finish in time')).toBeInTheDocument();
  });
});
