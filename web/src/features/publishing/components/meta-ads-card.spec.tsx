import { AD_TOKEN_EXPIRED, AD_TOKEN_REFUSED, META_LOGIN_CONNECTED, META_LOGIN_FAILURES, META_LOGIN_PATH, metaTokenExpiryWarning } from '@reelmix/contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, proCustomer } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render-route';
import { formatLongDate } from '../../dashboard/format-date';
import { buildConnection } from '../publishing.builder';

const CONNECTION_ROUTE = 'GET /api/integrations/meta';
const TOKEN = 'EAAGm0PX4ZCpsBAKZCZAtestTOKENabcd';

function openIntegrations(routes: Parameters<typeof mockApi>[0] = {}, path = '/integrations') {
  const api = mockApi({ [CONNECTION_ROUTE]: { body: { connection: null, facebookLogin: false } }, ...routes }, { signedIn: proCustomer() });
  renderRoute(path);
  return api;
}
const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

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

  it('offers Facebook Login beside the token field when the server has it, as a link to the login route', async () => {
    openIntegrations({ [CONNECTION_ROUTE]: { body: { connection: null, facebookLogin: true } } });

    const meta = await card();
    expect(await meta.findByRole('link', { name: 'Continue with Facebook' })).toHaveAttribute('href', META_LOGIN_PATH);
    expect(meta.getByLabelText('Access token')).toBeInTheDocument();
  });

  it('offers only the token field when the server has no Facebook Login', async () => {
    openIntegrations();

    const meta = await card();
    expect(await meta.findByLabelText('Access token')).toBeInTheDocument();
    expect(meta.queryByRole('link', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });

  it('says how a Facebook Login ended, from the address it came back to', async () => {
    openIntegrations({ [CONNECTION_ROUTE]: { body: { connection: buildConnection({ expiresAt: inDays(60) }), facebookLogin: true } } }, '/integrations?connected=meta');
    expect(await (await card()).findByRole('status')).toHaveTextContent(META_LOGIN_CONNECTED);
  });

  it.each([
    ['denied', META_LOGIN_FAILURES.denied],
    ['state', META_LOGIN_FAILURES.state],
    ['something-else', META_LOGIN_FAILURES.refused],
  ])('names the reason a Facebook Login failed (?error=%s)', async (reason, message) => {
    openIntegrations({ [CONNECTION_ROUTE]: { body: { connection: null, facebookLogin: true } } }, `/integrations?error=${reason}`);
    expect(await (await card()).findByRole('alert')).toHaveTextContent(message);
  });

  it("shows a login token's end without a warning while it is more than seven days off", async () => {
    const far = inDays(30);
    openIntegrations({ [CONNECTION_ROUTE]: { body: { connection: buildConnection({ expiresAt: far }), facebookLogin: true } } });
    const meta = await card();
    expect(await meta.findByText('Expires')).toBeInTheDocument();
    expect(meta.queryByRole('alert')).not.toBeInTheDocument();
    expect(meta.queryByRole('link', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });

  it('warns when a login token ends within seven days', async () => {
    const soon = inDays(5);
    openIntegrations({ [CONNECTION_ROUTE]: { body: { connection: buildConnection({ expiresAt: soon }), facebookLogin: true } } });
    const meta = await card();
    expect(await meta.findByRole('alert')).toHaveTextContent(metaTokenExpiryWarning(formatLongDate(soon)));
    expect(meta.getByRole('link', { name: 'Continue with Facebook' })).toHaveAttribute('href', META_LOGIN_PATH);
  });
});
