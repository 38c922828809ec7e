import { API_KEYS_NEED_PRO } from '@reelmix/contracts/browser';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customer, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { openDeveloperPage, section, toastArea } from '../features/developer/open-developer-page';

const TEST_PAYMENT_CONFIG = { provider: 'test', publishableKey: null, priceCents: 2900, currency: 'usd', trialDays: 7 };
const PAID_OFFER = { trialAvailable: false, trialDays: 0, priceCents: 2900, currency: 'usd', chargedTodayCents: 2900 };

describe('developer page', () => {
  it('is linked from the signed-in navigation and shows keys, webhooks and the quick start to Pro', async () => {
    const user = userEvent.setup();
    const { router } = openDeveloperPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Developer' })).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(await nav.findByRole('link', { name: 'Developer' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['API keys', 'Webhooks', 'Quick start']);

    await user.click(screen.getByRole('link', { name: 'API Reference' }));
    expect(router.state.location.pathname).toBe('/developer/reference');
  });

  it('shows a free account what the area is and the way to Pro, without calling for keys or webhooks', async () => {
    const user = userEvent.setup();
    const api = mockApi(
      { 'GET /api/payment/config': { body: TEST_PAYMENT_CONFIG }, 'GET /api/payment/offer': { body: PAID_OFFER } },
      { signedIn: customer({ subscriptionStatus: 'canceled' }) },
    );
    renderRoute('/developer');

    // The customer guard offers Pro first; closed, the page explains itself.
    const guardDialog = await screen.findByRole('dialog', undefined, { timeout: 3000 });
    await user.click(within(guardDialog).getByRole('button', { name: 'Close' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Automate Reelmix with Pro' })).toBeInTheDocument();
    expect(screen.getByText(API_KEYS_NEED_PRO)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Included in Pro' })).toHaveTextContent(/API keys/);
    expect(screen.getByRole('link', { name: 'Read the API reference' })).toHaveAttribute('href', '/developer/reference');
    expect(screen.queryByRole('button', { name: 'Create key' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    expect(await screen.findByRole('dialog', undefined, { timeout: 3000 })).toBeInTheDocument();

    expect(api.calls.filter((call) => call.path.startsWith('/api/keys') || call.path.startsWith('/api/webhooks'))).toEqual([]);
  });

  it("shows the server's refusal when it does not count the account as Pro", async () => {
    openDeveloperPage({ 'GET /api/keys': { status: 403, body: { error: 'Forbidden', message: API_KEYS_NEED_PRO, code: 'FORBIDDEN' } } });

    const keys = await section('API keys');
    expect(await keys.findByRole('alert')).toHaveTextContent(API_KEYS_NEED_PRO);
  });

  it('gives curl steps for a whole job against this site, with the key as a Bearer token, and how to check a signature', async () => {
    const user = userEvent.setup();
    openDeveloperPage();

    const quickStart = await section('Quick start');
    const origin = window.location.origin;
    expect(quickStart.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Set your key',
      'Create a job',
      'Start it',
      'Read it',
      'Download',
      'Verify a webhook',
    ]);
    const create = quickStart.getByText(/curl -X POST "[^"]+\/api\/v1\/jobs" /);
    expect(create).toHaveTextContent(`curl -X POST "${origin}/api/v1/jobs" -H "Authorization: Bearer $REELMIX_API_KEY"`);
    expect(create).toHaveTextContent('-F "intro=@hook1.mp4"');
    expect(quickStart.getByText(`curl -X POST "${origin}/api/v1/jobs/$JOB_ID/start" -H "Authorization: Bearer $REELMIX_API_KEY"`)).toBeInTheDocument();
    expect(quickStart.getByText(`curl "${origin}/api/v1/jobs/$JOB_ID" -H "Authorization: Bearer $REELMIX_API_KEY"`)).toBeInTheDocument();
    expect(quickStart.getByText(/curl -o outputs.zip/)).toHaveTextContent(`"${origin}/api/v1/jobs/$JOB_ID/download"`);
    expect(quickStart.getByText(/createHmac\('sha256', secret\)/)).toHaveTextContent('`${parts.t}.${rawBody}`');
    expect(quickStart.getByText(/Reelmix-Signature header, "t=<unix>,v1=<hex>"/)).toBeInTheDocument();
    expect(quickStart.getByText(/Delivery is at least once/)).toHaveTextContent('Keep the event ids you have handled and skip repeats.');
    expect(quickStart.getByText(/Order is not guaranteed/)).toBeInTheDocument();

    await user.click(quickStart.getByRole('button', { name: 'Copy Start it' }));
    expect(await toastArea().findByText('Start it copied to clipboard.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(`curl -X POST "${origin}/api/v1/jobs/$JOB_ID/start" -H "Authorization: Bearer $REELMIX_API_KEY"`);
  });
});
