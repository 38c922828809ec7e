import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customer, mockApi, proCustomer } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import type { PaymentDialogProps } from '../payment/payment-dialog';

// The card step is the payment screen's own business; here it only has to report success, and
// show whether it could be dismissed.
vi.mock('../payment/payment-dialog', () => ({
  PaymentDialog: ({ open, mode, onSuccess, onClose }: PaymentDialogProps) =>
    open ? (
      <div role="dialog" aria-label="Start Your 7-Day Free Trial">
        <p>Mode: {mode.kind}</p>
        {onClose ? <button onClick={onClose}>Close</button> : null}
        <button onClick={onSuccess}>Finish trial setup</button>
      </div>
    ) : null,
}));

describe('customer guard', () => {
  it('opens the subscribe dialog for a user without access, which they may close to use the free plan', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/jobs/user': { body: [] } }, { signedIn: customer() });
    renderRoute('/dashboard');

    const dialog = await screen.findByRole('dialog', { name: 'Start Your 7-Day Free Trial' });
    expect(dialog).toHaveTextContent('Mode: subscribe');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Video History' })).toBeInTheDocument();
  });

  it('closes the dialog on success and reads the user again', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/jobs/user': { body: [] } }, { signedIn: customer() });
    renderRoute('/dashboard');
    await screen.findByRole('dialog');
    const readsBefore = api.callsTo('GET /api/auth/me').length;
    api.on('GET /api/auth/me', { body: proCustomer() });

    await user.click(screen.getByRole('button', { name: 'Finish trial setup' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/auth/me').length).toBeGreaterThan(readsBefore));
    // Now a Pro user: the history is reachable and offers cancelling.
    expect(await screen.findByRole('button', { name: 'Cancel Membership' })).toBeInTheDocument();
  });

  it('lets a trial that ended count as no access', async () => {
    mockApi({ 'GET /api/jobs/user': { body: [] } }, { signedIn: proCustomer({ subscriptionTrialEnd: new Date(Date.now() - 60_000).toISOString() }) });
    renderRoute('/dashboard');

    expect(await screen.findByRole('dialog', { name: 'Start Your 7-Day Free Trial' })).toBeInTheDocument();
  });
});
