import { AD_TOKEN_EXPIRED, AD_TOKEN_REFUSED } from '@reelmix/contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, proCustomer } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render-route';
import { buildConnection } from '../publishing.builder';

const CONNECTION_ROUTE = 'GET /api/integrations/meta';
const TOKEN = 'EAAGm0PX4ZCpsBAKZCZAtestTOKENabcd';

function openIntegrations(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [CONNECTION_ROUTE]: { body: { connection: null } }, ...routes }, { signedIn: proCustomer() });
  renderRoute('/integrations');
  return api;
}

const card = async () => within(await screen.findByRole('region', { name: 'Meta ads' }));

describe('the Meta ads card', () => {
  it("sends a pasted token and shows Meta's refusal under the field", async () => {
    const user = userEvent.setup();
    const api = openIntegrations({ 'PUT /api/integrations/meta': { status: 400, body: { error: 'Bad Request', message: AD_TOKEN_REFUSED } } });

    const meta = await card();
    const field = await meta.findByLabelText('Access token');
    expect(field).toHaveAttribute('type', 'password');
    await user.type(field, TOKEN);
    await user.click(meta.getByRole('button', { name: 'Connect' }));

    expect(await meta.findByRole('alert')).toHaveTextContent(AD_TOKEN_REFUSED);
    expect(api.callsTo('PUT /api/integrations/meta').map((call) => call.body)).toEqual([{ accessToken: TOKEN }]);
  });

  it('does not send a token too short to be one', async () => {
    const user = userEvent.setup();
    const api = openIntegrations();

    const meta = await card();
    await user.type(await meta.findByLabelText('Access token'), 'abc');
    await user.click(meta.getByRole('button', { name: 'Connect' }));

    expect(meta.getByLabelText('Access token')).toHaveAccessibleDescription(/Paste the whole token/);
    expect(api.callsTo('PUT /api/integrations/meta')).toEqual([]);
  });

  it('shows who is connected, the token hint, the ad accounts and the check time once Meta accepts the token', async () => {
    const user = userEvent.setup();
    openIntegrations({ 'PUT /api/integrations/meta': { body: buildConnection() } });

    const meta = await card();
    await user.type(await meta.findByLabelText('Access token'), TOKEN);
    await user.click(meta.getByRole('button', { name: 'Connect' }));

    expect(await meta.findByText(/Connected as/)).toHaveTextContent('Connected as Reelmix Publisher.');
    expect(meta.getByText('…abcd')).toBeInTheDocument();
    expect(meta.getByRole('list', { name: 'Ad accounts' })).toHaveTextContent('Spring sale (act_1), USD');
    expect(meta.getByText('1 hour ago')).toHaveAttribute('datetime');
    expect(meta.queryByLabelText('Access token')).not.toBeInTheDocument();
  });

  it('asks for a new token when the saved one has expired', async () => {
    openIntegrations({ [CONNECTION_ROUTE]: { body: { connection: buildConnection({ state: 'expired' }) } } });

    const meta = await card();
    expect(await meta.findByRole('alert')).toHaveTextContent(AD_TOKEN_EXPIRED);
    expect(meta.getByLabelText('Access token')).toBeInTheDocument();
    expect(meta.getByRole('button', { name: 'Save new token' })).toBeInTheDocument();
  });

  it('disconnects only once confirmed, then offers the token field again', async () => {
    const user = userEvent.setup();
    const api = openIntegrations({ [CONNECTION_ROUTE]: { body: { connection: buildConnection() } }, 'DELETE /api/integrations/meta': { status: 204 } });

    const meta = await card();
    await user.click(await meta.findByRole('button', { name: 'Disconnect' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disconnect Meta ads' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/integrations/meta')).toEqual([]);

    await user.click(meta.getByRole('button', { name: 'Disconnect' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Disconnect Meta ads' })).getByRole('button', { name: 'Disconnect' }));

    await waitFor(() => expect(api.callsTo('DELETE /api/integrations/meta')).toHaveLength(1));
    expect(await meta.findByLabelText('Access token')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
