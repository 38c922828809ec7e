import type { JobView } from '@reelmix/contracts';
import { waitFor } from '@reelmix/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeClip } from '../../../fixtures/clips';
import { logIn, signUpAndLogIn, withAuthRpc } from '../../../fixtures/customer';
import { call, upload } from '../../../fixtures/upload';
import { PASSWORD } from '../../support/accounts';
import { admin, adminCall, mediaKeys, openScreen, signInAsAdmin } from '../../support/admin';
import type { BrowserStack } from '../../support/browser-stack';
import { atPath, toastShown, visible } from '../../support/page-expectations';
import { inBrowser } from '../../support/page-session';

/** Room for the customer's job to render (one combination) on top of the journey itself. */
const DELETE_JOURNEY_TIMEOUT_MS = 120000;

/** Deleting a user from the detail screen removes them and, a moment later, their media (docs/product-rules.md#managing-users). */
export function adminDeleteUserJourneys(app: BrowserStack): void {
  describe('deleting a user', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reelmix-admin-clips-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('deletes a user who made a video job, and their clips and videos leave storage', () =>
      inBrowser(app, 'admin-delete-user', async (session) => {
        const { page, context } = session;
        const customer = await withAuthRpc(app.amqpUrl, (rpc) => signUpAndLogIn(rpc, app.baseUrl));
        const clip = (name: string) => makeClip(dir, name, { width: 160, height: 120, seconds: 0.5 });
        const uploaded = await upload(app.baseUrl, customer, { intro: [clip('intro.mp4')], body: [clip('body.mp4')], cta: [clip('cta.mp4')] });
        if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
        const jobId = String((uploaded.body as unknown as JobView).id);
        await call(app.baseUrl, customer, `/api/process/${jobId}`, { method: 'POST' });
        const job = await waitFor(
          async () => {
            const seen = (await (await call(app.baseUrl, customer, `/api/jobs/${jobId}`)).json()) as JobView;
            return seen.status === 'completed' || seen.status === 'failed' ? seen : undefined;
          },
          { what: `job ${jobId} to finish`, timeoutMs: 60000, intervalMs: 500 },
        );
        if (job.status !== 'completed') throw new Error(`the job ${job.status}`);
        const owned = [customer.id, jobId];
        const stored = await mediaKeys(app, owned);
        if (!stored.some((key) => key.startsWith('sources/')) || !stored.some((key) => key.startsWith('outputs/'))) {
          throw new Error(`expected the user's clips and videos in storage, found: ${stored.join(', ')}`);
        }

        const cookie = await signInAsAdmin(context, app.baseUrl);
        await openScreen(page, `/users/${customer.id}`, customer.email);
        await visible(page.getByRole('region', { name: 'Account Activity' }).getByText('1', { exact: true }));
        await page.getByRole('tab', { name: 'Video Jobs' }).click();
        const jobs = page.getByRole('tabpanel', { name: 'Video Jobs' });
        await visible(jobs.getByText(`Job #${jobId}`));
        await visible(jobs.getByText('Completed', { exact: true }));
        await session.capture('video-jobs');

        await page.getByRole('button', { name: 'Delete User' }).click();
        const dialog = page.getByRole('dialog', { name: /Delete/ });
        await visible(dialog.getByText('This will permanently delete the user and all associated data. This action cannot be undone.'));
        await session.capture('delete-dialog', { dialog: true });
        await dialog.getByRole('button', { name: /Delete/ }).click();
        await toastShown(page, 'User deleted successfully');
        await atPath(page, admin('/users'));

        const gone = await fetch(`${app.baseUrl}/api/admin/users/${customer.id}`, { headers: { Cookie: cookie, Accept: 'application/json' } });
        if (gone.status !== 404) throw new Error(`the deleted user's detail answered ${gone.status}`);
        const login = await logIn(app.baseUrl, customer.email, PASSWORD);
        if (login.cookie) throw new Error('the deleted user can still log in');
        const list = await adminCall<{ total: number }>(app.baseUrl, cookie, 'GET', `/admin/users?page=1&limit=10&plan=all&search=${encodeURIComponent(customer.email)}`);
        if (list.total !== 0) throw new Error('the deleted user is still listed');
        // Every service removes its part on the deletion event, so storage empties a moment later.
        await waitFor(async () => ((await mediaKeys(app, owned)).length === 0 ? true : undefined), {
          what: `the media of user ${customer.id} to leave storage`,
          timeoutMs: 30000,
          intervalMs: 500,
        }).catch(async (error: Error) => {
          throw new Error(`${error.message}; still stored: ${(await mediaKeys(app, owned)).join(', ')}`);
        });
      }), DELETE_JOURNEY_TIMEOUT_MS);
  });
}
