import { Rpc } from '@reelmix/contracts';
import { waitFor } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { withAuthRpc } from '../../../fixtures/customer';
import { PASSWORD } from '../../support/accounts';
import { adminCall, adminCookie, listUsers, openScreen, signInAsAdmin } from '../../support/admin';
import type { BrowserStack } from '../../support/browser-stack';
import { toastShown, visible } from '../../support/page-expectations';
import { inBrowser, JOURNEY_TIMEOUT_MS } from '../../support/page-session';

const JOURNEY = 'admin-users';
const USERS = 25;
/** Users 0, 5, 10 and 15 get Pro from an admin; user 1 asked for the trial at registration but has no Pro. */
const PRO = [0, 5, 10, 15];
const REQUESTED = 1;

/** The table's body rows (the header row is in thead). */
const rows = (page: Page) => page.getByRole('table', { name: 'Users' }).locator('tbody').getByRole('row');

interface ListQuery {
  page: number;
  plan: 'all' | 'pro' | 'free';
  search?: string;
}

/** The list call the screen makes for `query` (`GET /admin/users?page&limit=10&plan&search`). */
function isListCall(url: string, query: ListQuery): boolean {
  const { pathname, searchParams } = new URL(url);
  return (
    pathname === '/admin/users' &&
    searchParams.get('page') === String(query.page) &&
    searchParams.get('limit') === '10' &&
    searchParams.get('plan') === query.plan &&
    (searchParams.get('search') ?? '') === (query.search ?? '')
  );
}

/**
 * Does `action`, waits for the list's answer for `query` and for the table to draw it (the
 * previous page stays on screen, marked busy, while the next one loads), and returns the e-mails
 * it shows.
 */
async function listAfter(page: Page, query: ListQuery, action: () => Promise<unknown>): Promise<string[]> {
  await Promise.all([page.waitForResponse((response) => response.ok() && isListCall(response.url(), query)), action()]);
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  return (await rows(page).getByRole('rowheader').allInnerTexts()).map((email) => email.trim());
}

function expectCount(what: string, seen: unknown[], count: number): void {
  if (seen.length !== count) throw new Error(`${what}: expected ${count}, saw ${seen.length}: ${seen.join(', ')}`);
}

/** The user list: 25 users paged by ten, the plan filter, the search and delete (docs/product-rules.md#managing-users). */
export function adminUsersJourneys(app: BrowserStack): void {
  describe('the user list', () => {
    // The first journey to add customers to this stack's fresh database, so the list holds exactly these 25.
    it('pages through 25 users, filters them by plan, finds one by e-mail and deletes it', () =>
      inBrowser(app, JOURNEY, async (session) => {
        const { page, context } = session;
        const tag = randomUUID().slice(0, 8);
        const emails = Array.from({ length: USERS }, (_, n) => `listed-${String(n + 1).padStart(2, '0')}-${tag}@example.com`);
        // One at a time: each is a password hash, and 25 at once on a busy 2-core machine can
        // outlast the RPC time-out without anything being wrong.
        const ids = await withAuthRpc(app.amqpUrl, async (rpc) => {
          const created: string[] = [];
          for (const [n, email] of emails.entries()) {
            const user = await rpc.request('auth', Rpc.CreateUser, { email, password: PASSWORD, firstName: 'Listed', lastName: `Number ${n + 1}`, requestedPro: n === REQUESTED });
            created.push(user.id);
          }
          return created;
        });
        const cookie = await adminCookie(app.baseUrl);
        for (const n of PRO) await adminCall(app.baseUrl, cookie, 'PUT', `/api/admin/users/${ids[n]}`, { isPro: true, requestedPro: false });
        // Auth learns of each grant from billing's event a moment later.
        await waitFor(async () => (await listUsers(app.baseUrl, cookie, 'page=1&limit=10&plan=pro')).total === PRO.length, {
          what: `${PRO.length} Pro users in the list`,
          timeoutMs: 15000,
          intervalMs: 200,
        });

        await signInAsAdmin(context, app.baseUrl);
        const first = await listAfter(page, { page: 1, plan: 'all' }, () => openScreen(page, '/users', 'User Management'));
        await visible(page.getByPlaceholder('Search by name or email...'));
        for (const column of ['Email', 'Plan', 'Affiliate', 'Created At', 'Actions']) await visible(page.getByRole('columnheader', { name: column }));
        await visible(page.getByText(`Total: ${USERS} users`));
        await visible(page.getByText('Page 1 of 3'));
        expectCount('rows on page 1', first, 10);
        await session.capture('users');

        const next = page.getByRole('button', { name: 'Next' });
        const previous = page.getByRole('button', { name: 'Previous' });
        if (await previous.isEnabled()) throw new Error('Previous is enabled on page 1');
        const second = await listAfter(page, { page: 2, plan: 'all' }, () => next.click());
        await visible(page.getByText('Page 2 of 3'));
        expectCount('rows on page 2', second, 10);
        const third = await listAfter(page, { page: 3, plan: 'all' }, () => next.click());
        await visible(page.getByText('Page 3 of 3'));
        expectCount('rows on page 3', third, 5);
        if (await next.isEnabled()) throw new Error('Next is enabled on the last page');
        const shown = new Set([...first, ...second, ...third]);
        const missing = emails.filter((email) => !shown.has(email));
        if (shown.size !== USERS || missing.length) throw new Error(`the three pages do not show each user once; missing: ${missing.join(', ')}`);
        const back = await listAfter(page, { page: 2, plan: 'all' }, () => previous.click());
        await visible(page.getByText('Page 2 of 3'));
        if (back.join() !== second.join()) throw new Error('Previous did not return to page 2 as it was');

        const plan = page.getByLabel('Plan', { exact: true });
        const pro = await listAfter(page, { page: 1, plan: 'pro' }, () => plan.selectOption('pro'));
        await visible(page.getByText(`Total: ${PRO.length} users`));
        await visible(page.getByText('Page 1 of 1'));
        expectCount('Pro users', pro, PRO.length);
        const proEmails = PRO.map((n) => emails[n]);
        if ([...pro].sort().join() !== [...proEmails].sort().join()) throw new Error(`the Pro filter shows ${pro.join(', ')}`);
        if ((await rows(page).getByText('Free', { exact: true }).count()) > 0) throw new Error('the Pro filter shows a Free user');

        const free = await listAfter(page, { page: 1, plan: 'free' }, () => plan.selectOption('free'));
        await visible(page.getByText(`Total: ${USERS - PRO.length} users`));
        await visible(page.getByText('Page 1 of 3'));
        expectCount('Free users on page 1', free, 10);
        if (free.some((email) => proEmails.includes(email))) throw new Error('the Free filter shows a Pro user');
        await session.capture('users-free');

        await listAfter(page, { page: 1, plan: 'all' }, () => plan.selectOption('all'));
        await visible(page.getByText(`Total: ${USERS} users`));
        const wanted = emails[REQUESTED];
        const found = await listAfter(page, { page: 1, plan: 'all', search: wanted }, () => page.getByPlaceholder('Search by name or email...').fill(wanted));
        await visible(page.getByText('Total: 1 user', { exact: true }));
        if (found.join() !== wanted) throw new Error(`searching for ${wanted} shows ${found.join(', ')}`);
        const row = rows(page).filter({ hasText: wanted });
        await visible(row.getByText('Free', { exact: true }));
        await visible(row.getByText('Requested', { exact: true }));
        await visible(row.getByRole('cell', { name: 'No', exact: true }));
        await session.capture('users-search');

        await row.getByRole('button', { name: `Delete ${wanted}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
        await visible(dialog.getByText('Are you sure you want to delete this user? This action cannot be undone.'));
        await session.capture('delete-dialog', { dialog: true });
        await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
        await toastShown(page, 'User deleted successfully');
        await dialog.waitFor({ state: 'hidden' });
        await visible(page.getByText('Total: 0 users'));
        const left = await listUsers(app.baseUrl, cookie, 'page=1&limit=10&plan=all');
        if (left.total !== USERS - 1) throw new Error(`after the delete the list holds ${left.total} users`);
      }), JOURNEY_TIMEOUT_MS);
  });
}
