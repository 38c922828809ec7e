import { TIKTOK_TOKEN_EXPIRED, TIKTOK_TOKEN_REFUSED } from '@reelmix/contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, proCustomer } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render-route';
import { buildTikTokConnection } from '../publishing.builder';

const CONNECTION_ROUTE = 'GET /api/integrations/tiktok';
const CONNECT_ROUTE = 'PUT /api/integrations/tiktok';
const TOKEN = 'act.tiktokTESTtoken0123456789wxyz';

function openIntegrations(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(
    { 'GET /api/integrations/meta': { body: { connection: null, facebookLogin: false } }, [CONNECTION_ROUTE]: { body: { connection: null } }, ...routes },
    { signedIn: proCustomer() },
  );
  renderRoute('/integrations');
  return api;
}

const card = async () => within(await screen.findByRole('region', { name: 'TikTok ads' }));

describe('the TikTok ads card', () => {
  it('sits beside the Meta ads card', async () => {
    openIntegrations();
    expect(await screen.findByRole('region', { name: 'Meta ads' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'TikTok ads' })).toBeInTheDocument();
  });

  it("sends the pasted token with the advertiser ids, however separated, and shows TikTok's refusal", async () => {
    const user = userEvent.setup();
    const api = openIntegrations({ [CONNECT_ROUTE]: { status: 400, body: { error: 'Bad Request', message: TIKTOK_TOKEN_REFUSED } } });

    const tiktok = await card();
    const field = await tiktok.findByLabelText('Access token');
    expect(field).toHaveAttribute('type', 'password');
    await user.type(field, TOKEN);
    await user.type(tiktok.getByRole('textbox', { name: 'Advertiser ids' }), '7012345678901234567, 7012345678901234568 7012345678901234567');
    await user.click(tiktok.getByRole('button', { name: 'Connect' }));

    expect(await tiktok.findByRole('alert')).toHaveTextContent(TIKTOK_TOKEN_REFUSED);
    expect(api.callsTo(CONNECT_ROUTE).map((call) => call.body)).toEqual([{ accessToken: TOKEN, advertiserIds: ['7012345678901234567', '7012345678901234568'] }]);
  });

  it('names what is wrong with the fields and sends nothing', async () => {
    const user = userEvent.setup();
    const api = openIntegrations();

    const tiktok = await card();
    await user.type(await tiktok.findByLabelText('Access token'), 'abc');
    await user.type(tiktok.getByRole('textbox', { name: 'Advertiser ids' }), '7012, Shop US');
    await user.click(tiktok.getByRole('button', { name: 'Connect' }));

    expect(tiktok.getByLabelText('Access token')).toHaveAccessibleDescription(/Paste the whole token/);
    expect(tiktok.getByRole('textbox', { name: 'Advertiser ids' })).toHaveAccessibleDescription(/"Shop" is not an advertiser id/);
    expect(api.callsTo(CONNECT_ROUTE)).toEqual([]);
  });

  it('lists the advertisers and the token hint once TikTok accepts them', async () => {
    const user = userEvent.setup();
    openIntegrations({ [CONNECT_ROUTE]: { body: buildTikTokConnection() } });

    const tiktok = await card();
    await user.type(await tiktok.findByLabelText('Access token'), TOKEN);
    await user.type(tiktok.getByRole('textbox', { name: 'Advertiser ids' }), '7012345678901234567');
    await user.click(tiktok.getByRole('button', { name: 'Connect' }));

    expect(await tiktok.findByRole('list', { name: 'Advertisers' })).toHaveTextContent('Shop US (7012345678901234567), USD');
    expect(tiktok.getByText('…wxyz')).toBeInTheDocument();
    expect(tiktok.queryByLabelText('Access token')).not.toBeInTheDocument();
  });

  it('asks for a new token, for the same advertisers, when the saved one has expired', async () => {
    const user = userEvent.setup();
    const api = openIntegrations({ [CONNECTION_ROUTE]: { body: { connection: buildTikTokConnection({ state: 'expired' }) } }, [CONNECT_ROUTE]: { body: buildTikTokConnection() } });

    const tiktok = await card();
    expect(await tiktok.findByRole('alert')).toHaveTextContent(TIKTOK_TOKEN_EXPIRED);
    expect(tiktok.getByRole('textbox', { name: 'Advertiser ids' })).toHaveValue('7012345678901234567');
    await user.type(tiktok.getByLabelText('Access token'), TOKEN);
    await user.click(tiktok.getByRole('button', { name: 'Save new token' }));

    await waitFor(() => expect(api.callsTo(CONNECT_ROUTE).map((call) => call.body)).toEqual([{ accessToken: TOKEN, advertiserIds: ['7012345678901234567'] }]));
    await waitFor(() => expect(tiktok.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('disconnects only once confirmed, then offers the form again', async () => {
    const user = userEvent.setup();
    const api = openIntegrations({ [CONNECTION_ROUTE]: { body: { connection: buildTikTokConnection() } }, 'DELETE /api/integrations/tiktok': { status: 204 } });

    const tiktok = await card();
    await user.click(await tiktok.findByRole('button', { name: 'Disconnect' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disconnect TikTok ads' }));
    expect(dialog.getByText(/token …wxyz/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/integrations/tiktok')).toEqual([]);

    await user.click(tiktok.getByRole('button', { name: 'Disconnect' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Disconnect TikTok ads' })).getByRole('button', { name: 'Disconnect' }));

    await waitFor(() => expect(api.callsTo('DELETE /api/integrations/tiktok')).toHaveLength(1));
    expect(await tiktok.findByRole('textbox', { name: 'Advertiser ids' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
