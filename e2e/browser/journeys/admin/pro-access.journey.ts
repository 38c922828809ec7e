import type { CurrentUser } from '@reelmix/contracts';
import { Rpc } from '@reelmix/contracts';
import { waitFor } from '@reelmix/testing';
import type { Page } from 'playwright-core';
import { logIn, withAuthRpc } from '../../../fixtures/customer';
import { get } from '../../../fixtures/registration';
import { logInThroughUi, PASSWORD, proAccount, uniqueEmail } from '../../support/accounts';
import { listUsers, openScreen, signInAsAdmin, untilPlan } from '../../support/admin';
import type { BrowserStack } from '../../support/browser-stack';
import { toastShown, visible } from '../../support/page-expectations';
import { inBrowser, JOURNEY_TIMEOUT_MS } from '../../support/page-session';

/** Waits until the customer's own session says Pro or not (GET /api/auth/me). */
function untilCustomerPlan(baseUrl: string, cookie: string, isPro: boolean): Promise<CurrentUser> {
  return waitFor(
    async () => {
      const me = await get<CurrentUser>(baseUrl, '/api/auth/me', cookie);
      return me.status === 200 && me.body.isPro === isPro ? me.body : undefined;
    },
    { what: `the customer's /api/auth/me to say isPro ${isPro}`, timeoutMs: 15000, intervalMs: 200 },
  );
}

/** The User Information card of the detail screen. */
const infoCard = (page: Page) => page.getByRole('region', { name: 'User Information' });

/** Creating a Pro user, the Pro toggle and cancelling Pro with a reason (docs/product-rules.md#managing-users, docs/product-rules.md#pro-by-an-admin). */
export function adminProAccessJourneys(app: BrowserStack): void {
  describe('Pro access', () => {
    it('creates a Pro user who can then log in on the customer site and is Pro there', () =>
      inBrowser(app, 'admin-create-pro', async (session) => {
        const { page, context } = session;
        const email = uniqueEmail('made-pro');
        const cookie = await signInAsAdmin(context, app.baseUrl);
        await openScreen(page, '/users', 'User Management');
        await page.getByRole('button', { name: 'Create Pro User' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Create Pro User' });
        await visible(dialog.getByText('Create a new user with Pro access. The user will be able to log in immediately.'));
        await dialog.getByRole('button', { name: 'Create Pro User' }).click();
        await visible(dialog.getByText('Email and password are required'));
        await dialog.getByLabel('Email').fill(email);
        await dialog.getByLabel('Password').fill(PASSWORD);
        await dialog.getByLabel('First Name').fill('Morgan');
        await dialog.getByLabel('Last Name').fill('Made');
        await session.capture('create-pro-dialog', { dialog: true });
        await dialog.getByRole('button', { name: 'Create Pro User' }).click();
        await dialog.waitFor({ state: 'hidden' });
        // Billing grants the Pro; the list (auth's) shows it once billing's event has arrived.
        await waitFor(async () => (await listUsers(app.baseUrl, cookie, `page=1&limit=10&plan=pro&search=${encodeURIComponent(email)}`)).total === 1, {
          what: `${email} in the list as Pro`,
          timeoutMs: 15000,
          intervalMs: 200,
        });

        await page.getByPlaceholder('Search by name or email...').fill(email);
        const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
        await visible(row.getByText('Pro', { exact: true }));

        // The customer site, in the same browser: the new account logs in with the admin's password.
        await page.goto('/login');
        await logInThroughUi(page, email, PASSWORD);
        await waitFor(
          async () => {
            const me = await page.request.get('/api/auth/me');
            const body = (await me.json()) as CurrentUser;
            return me.ok() && body.email === email && body.isPro ? body : undefined;
          },
          { what: `${email} to be Pro on the customer site`, timeoutMs: 15000, intervalMs: 200 },
        );
        await session.capture('customer-home-as-new-pro');
      }), JOURNEY_TIMEOUT_MS);

    it('upgrades a Free user to Pro and back on the detail screen, and the customer sees each', () =>
      inBrowser(app, 'admin-toggle-pro', async (session) => {
        const { page, context } = session;
        const email = uniqueEmail('toggled');
        const { id } = await withAuthRpc(app.amqpUrl, (rpc) => rpc.request('auth', Rpc.CreateUser, { email, password: PASSWORD, firstName: 'Toni', lastName: 'Toggle' }));
        const customer = await logIn(app.baseUrl, email, PASSWORD);
        const cookie = await signInAsAdmin(context, app.baseUrl);

        await openScreen(page, `/users/${id}`, email);
        const card = infoCard(page);
        await visible(card.getByText('Free', { exact: true }));
        await visible(card.getByText('Member Since'));
        await visible(page.getByRole('region', { name: 'Affiliate Status' }).getByText('Not an Affiliate'));
        await visible(page.getByRole('region', { name: 'Account Activity' }));
        await session.capture('user-detail');
        await page.getByRole('tab', { name: 'Video Jobs' }).click();
        await visible(page.getByText("This user hasn't created any video jobs yet."));
        await session.capture('video-jobs-empty');
        await page.getByRole('tab', { name: 'User Details' }).click();

        await card.getByRole('button', { name: 'Upgrade to Pro' }).click();
        await toastShown(page, 'User upgraded to Pro');
        await visible(card.getByRole('button', { name: 'Downgrade to Free' }));
        await visible(card.getByText('Pro', { exact: true }));
        await untilPlan(app.baseUrl, cookie, id, true);
        await untilCustomerPlan(app.baseUrl, customer.cookie, true);
        await session.capture('user-detail-pro');

        await card.getByRole('button', { name: 'Downgrade to Free' }).click();
        await toastShown(page, 'User downgraded to Free');
        await visible(card.getByRole('button', { name: 'Upgrade to Pro' }));
        await visible(card.getByText('Free', { exact: true }));
        await untilPlan(app.baseUrl, cookie, id, false);
        await untilCustomerPlan(app.baseUrl, customer.cookie, false);
      }), JOURNEY_TIMEOUT_MS);

    it('cancels a trialing Pro user with a required reason, ending the subscription at the card provider', () =>
      inBrowser(app, 'admin-cancel-pro', async (session) => {
        const { page, context } = session;
        const customer = await proAccount(app.baseUrl, 'admin-cancelled');
        const cookie = await signInAsAdmin(context, app.baseUrl);
        const before = await untilPlan(app.baseUrl, cookie, customer.id, true);
        if (!before.stripeSubscriptionId) throw new Error('the trialing customer has no subscription id');

        await openScreen(page, `/users/${customer.id}`, customer.email);
        const card = infoCard(page);
        await card.getByRole('button', { name: 'Cancel Pro' }).click();
        const dialog = page.getByRole('dialog', { name: /Cancel Pro/ });
        await visible(dialog.getByText(before.stripeSubscriptionId.slice(0, 8), { exact: false }));
        if ((await dialog.innerText()).includes(before.stripeSubscriptionId)) throw new Error('the dialog shows the whole subscription id');
        const reason = dialog.getByLabel('Cancellation Reason');
        await reason.fill('   ');
        await dialog.getByRole('button', { name: 'Cancel Pro' }).click();
        await toastShown(page, 'Please provide a reason for cancellation');
        await reason.fill('Asked on the phone to end the trial');
        await session.capture('cancel-pro-dialog', { dialog: true });
        await dialog.getByRole('button', { name: 'Cancel Pro' }).click();
        await toastShown(page, 'Pro access has been cancelled successfully');
        await dialog.waitFor({ state: 'hidden' });

        const after = await untilPlan(app.baseUrl, cookie, customer.id, false);
        await visible(card.getByText('Free', { exact: true }));
        await visible(card.getByRole('button', { name: 'Upgrade to Pro' }));
        const me = await untilCustomerPlan(app.baseUrl, customer.cookie, false);
        if (me.subscriptionStatus === 'trialing' || me.subscriptionStatus === 'active') {
          throw new Error(`the subscription is still ${me.subscriptionStatus} after the admin cancelled it`);
        }
        if (after.subscriptionStatus === 'trialing' || after.subscriptionStatus === 'active') {
          throw new Error(`the admin view still shows the subscription ${after.subscriptionStatus}`);
        }
      }), JOURNEY_TIMEOUT_MS);
  });
}
