import { freePort } from '@reelmix/testing';
import { createServer, type Server } from 'node:http';
import { proAccount, useSession } from '../support/accounts';
import type { BrowserStack } from '../support/browser-stack';
import { atPath, visible } from '../support/page-expectations';
import { inBrowser } from '../support/page-session';

/** A receiver on loopback for the endpoint the customer registers (development allows http there). */
async function startReceiver(): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => response.writeHead(200).end());
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${port}/reelmix-events` };
}

/** The Developer area: a key made and shown once, used, revoked; a webhook endpoint; the reference (issue: public API). */
export function developerJourneys(app: BrowserStack): void {
  describe('the Developer area', () => {
    it('makes a key shown once that works on /api/v1 until it is revoked, registers a webhook endpoint and reads the API reference', () =>
      inBrowser(app, 'developer', async (session) => {
        const { page, context } = session;
        const receiver = await startReceiver();
        try {
          const customer = await proAccount(app.baseUrl, 'developer');
          await useSession(context, app.baseUrl, customer.cookie);
          await page.goto('/');
          await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Developer' }).click();
          await atPath(page, '/developer');

          const keyForm = page.getByRole('form', { name: 'Create an API key' });
          await keyForm.getByLabel('Name').fill('ci pipeline');
          await keyForm.getByRole('button', { name: 'Create key' }).click();
          const shown = page.getByRole('region', { name: 'Your new key “ci pipeline”' });
          const key = await shown.getByLabel('API key').inputValue();
          if (!/^rmx_[A-Za-z0-9_-]{40,}$/.test(key)) throw new Error(`the key shown is ${key}`);
          await session.capture('key-shown-once');
          const withKey = { headers: { Authorization: `Bearer ${key}` } };
          if ((await page.request.get('/api/v1/jobs', withKey)).status() !== 200) throw new Error('the new key does not work on /api/v1/jobs');

          await shown.getByRole('button', { name: 'I have copied it' }).click();
          await shown.waitFor({ state: 'detached' });
          await visible(page.getByText(key.slice(0, 12)));
          if ((await page.content()).includes(key)) throw new Error('the whole key is still on the page');

          const hookForm = page.getByRole('form', { name: 'Add a webhook endpoint' });
          await hookForm.getByLabel('Endpoint URL').fill(receiver.url);
          await hookForm.getByRole('button', { name: 'Add endpoint' }).click();
          const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
          if (!secret.startsWith('whsec_')) throw new Error(`the signing secret shown is ${secret}`);
          await session.capture('webhook-secret-shown-once');
          await page.getByRole('button', { name: 'I have copied it' }).click();
          await visible(page.getByText(receiver.url));

          await page.getByRole('button', { name: 'Revoke ci pipeline' }).click();
          await page.getByRole('dialog', { name: 'Revoke API key' }).getByRole('button', { name: 'Revoke' }).click();
          await page.getByRole('button', { name: 'Revoke ci pipeline' }).waitFor({ state: 'detached' });
          if ((await page.request.get('/api/v1/jobs', withKey)).status() !== 401) throw new Error('the revoked key still works');
          await session.capture('after-revoke');

          await page.goto('/developer/reference');
          await visible(page.getByRole('heading', { level: 1, name: 'API Reference' }));
          await visible(page.getByText('/api/v1/jobs/{id}/start').first());
          await session.capture('reference');
        } finally {
          receiver.server.close();
        }
      }), 180000);
  });
}
