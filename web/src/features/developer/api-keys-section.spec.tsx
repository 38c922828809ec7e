import { TOO_MANY_API_KEYS } from '@reelmix/contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../dashboard/format-date';
import { buildApiKey, buildCreatedApiKey } from './developer.builder';
import { KEYS_ROUTE, openDeveloperPage, section, toastArea } from './open-developer-page';

const { key: WHOLE_KEY, ...CREATED_VIEW } = buildCreatedApiKey();

const row = (name: string) => within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement);

describe('API keys', () => {
  it('lists each key by name and prefix, with when it was made and last used, and its calls', async () => {
    openDeveloperPage({ [KEYS_ROUTE]: { body: [buildApiKey(), buildApiKey({ id: 'k2', name: 'Unused', prefix: 'rmx_NeW00000', lastUsedAt: null, usage: { today: 0, last30Days: 0 } })] } });

    const keys = await section('API keys');
    const table = await keys.findByRole('table', { name: 'Your API keys' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Key',
      'Created',
      'Last used',
      'Calls today',
      'Calls, last 30 days',
      'Actions',
    ]);
    expect(row('Render pipeline').getByText('rmx_AbC12345…')).toBeInTheDocument();
    expect(row('Render pipeline').getByText(formatDateTime('2026-11-20T10:00:00.000Z'))).toBeInTheDocument();
    expect(row('Render pipeline').getByText(formatDateTime('2026-11-26T08:30:00.000Z'))).toBeInTheDocument();
    expect(row('Render pipeline').getByText('12')).toBeInTheDocument();
    expect(row('Render pipeline').getByText('1,480')).toBeInTheDocument();
    expect(row('Unused').getByText('Never')).toBeInTheDocument();
  });

  it('shows a new key once, whole, to copy; afterwards only its prefix is anywhere on the page', async () => {
    const user = userEvent.setup();
    const { api } = openDeveloperPage({ 'POST /api/keys': { status: 201, body: buildCreatedApiKey() } });
    const keys = await section('API keys');
    await keys.findByRole('table', { name: 'Your API keys' });

    await user.type(keys.getByRole('textbox', { name: 'Name' }), '  Zapier ');
    api.on(KEYS_ROUTE, { body: [CREATED_VIEW, buildApiKey()] });
    await user.click(keys.getByRole('button', { name: 'Create key' }));

    const shown = within(await screen.findByRole('region', { name: 'Your new key “Zapier”' }));
    expect(api.callsTo('POST /api/keys').map((call) => call.body)).toEqual([{ name: 'Zapier' }]);
    expect(shown.getByText('Copy it now and keep it somewhere safe: it will not be shown again.')).toBeInTheDocument();
    const value = shown.getByRole('textbox', { name: 'API key' });
    expect(value).toHaveValue(WHOLE_KEY);
    expect(value).toHaveFocus();
    expect(keys.getByRole('textbox', { name: 'Name' })).toHaveValue('');

    await user.click(shown.getByRole('button', { name: 'Copy' }));
    expect(await toastArea().findByText('API key copied to clipboard.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(WHOLE_KEY);

    // The refreshed list knows the new key by its prefix alone.
    await waitFor(() => expect(row('Zapier').getByText('rmx_ZpR98765…')).toBeInTheDocument());
    expect(screen.getByRole('table', { name: 'Your API keys' })).not.toHaveTextContent(WHOLE_KEY);
    expect(row('Zapier').getByText('Never')).toBeInTheDocument();

    await user.click(shown.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('region', { name: 'Your new key “Zapier”' })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(WHOLE_KEY)).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain(WHOLE_KEY);
  });

  it('asks for a name before making a key', async () => {
    const user = userEvent.setup();
    const { api } = openDeveloperPage();
    const keys = await section('API keys');

    await user.type(keys.getByRole('textbox', { name: 'Name' }), '   ');
    await user.click(keys.getByRole('button', { name: 'Create key' }));

    expect(keys.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/Please name the key/);
    expect(api.callsTo('POST /api/keys')).toHaveLength(0);
  });

  it('says so when the key limit is reached', async () => {
    const user = userEvent.setup();
    openDeveloperPage({ 'POST /api/keys': { status: 409, body: { error: 'Conflict', message: TOO_MANY_API_KEYS, code: 'CONFLICT' } } });
    const keys = await section('API keys');

    await user.type(keys.getByRole('textbox', { name: 'Name' }), 'Eleventh');
    await user.click(keys.getByRole('button', { name: 'Create key' }));

    expect(await keys.findByRole('alert')).toHaveTextContent(TOO_MANY_API_KEYS);
    expect(screen.queryByRole('textbox', { name: 'API key' })).not.toBeInTheDocument();
  });

  it('revokes a key only once the dialog is confirmed', async () => {
    const user = userEvent.setup();
    const { api } = openDeveloperPage({ 'DELETE /api/keys/3d2c6a52-1f0e-4c7b-9a3e-5b8f0d1c2a01': { status: 204 } });
    const keys = await section('API keys');
    await keys.findByRole('table', { name: 'Your API keys' });

    await user.click(keys.getByRole('button', { name: 'Revoke Render pipeline' }));
    let dialog = screen.getByRole('dialog', { name: 'Revoke API key' });
    expect(dialog).toHaveAccessibleDescription(
      'Revoke Render pipeline (rmx_AbC12345…)? Anything still using this key is refused from now on. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/keys/3d2c6a52-1f0e-4c7b-9a3e-5b8f0d1c2a01')).toHaveLength(0);

    await user.click(keys.getByRole('button', { name: 'Revoke Render pipeline' }));
    dialog = screen.getByRole('dialog', { name: 'Revoke API key' });
    api.on(KEYS_ROUTE, { body: [] });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await keys.findByText('No keys yet. Create one to call the API from your own tools.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/keys/3d2c6a52-1f0e-4c7b-9a3e-5b8f0d1c2a01')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toastArea().getByText('Render pipeline no longer works.')).toBeInTheDocument();
  });
});
