import type { AdminStatsView } from '@reelmix/contracts';
import { adminCall, adminNav, openScreen, signInAsAdmin } from '../../support/admin';
import { ADMIN_LOGIN, type BrowserStack } from '../../support/browser-stack';
import { atPath, toastShown, visible } from '../../support/page-expectations';
import { inBrowser, JOURNEY_TIMEOUT_MS } from '../../support/page-session';

const count = new Intl.NumberFormat('en-US');

/** The dashboard, profile, affiliates and system screens, reached through the shell (docs/product-rules.md#the-admin-area). */
export function adminScreensJourneys(app: BrowserStack): void {
  describe('the other admin screens', () => {
    it('shows the dashboard with the real figures, the affiliates and system screens, and saves the profile', () =>
      inBrowser(app, 'admin-screens', async (session) => {
        const { page, context } = session;
        const cookie = await signInAsAdmin(context, app.baseUrl);

        await openScreen(page, '/dashboard', 'Dashboard');
        const stats = await adminCall<AdminStatsView>(app.baseUrl, cookie, 'GET', '/api/admin/stats');
        const card = (title: string) => page.getByRole('group', { name: title });
        await visible(card('Total Users').getByText(count.format(stats.users.total), { exact: true }));
        await visible(card('Pro Users').getByText(count.format(stats.users.pro), { exact: true }));
        await visible(card('Video Jobs').getByText(count.format(stats.jobs.total), { exact: true }));
        await visible(card('Revenue'));
        // The journeys before this one made users, jobs and plan changes: the activity list has them.
        if (stats.users.total === 0 || stats.activity.length === 0) throw new Error(`the dashboard figures are empty: ${JSON.stringify(stats)}`);
        const activity = page.getByRole('region', { name: 'Recent Activity' });
        await visible(activity.getByText(stats.activity[0].action).first());
        await visible(page.getByRole('region', { name: 'System Status' }).getByRole('progressbar', { name: 'Storage' }));
        await session.capture('dashboard');

        await adminNav(page).getByRole('link', { name: 'Affiliates' }).click();
        await atPath(page, '/admin/affiliates');
        await visible(page.getByRole('heading', { name: /Affiliate/, level: 1 }));
        await session.capture('affiliates');

        await adminNav(page).getByRole('link', { name: 'System' }).click();
        await atPath(page, '/admin/system');
        await visible(page.getByRole('heading', { level: 1 }));
        await session.capture('system');

        // Last: the profile's toast would otherwise cover the next screen's picture.
        await adminNav(page).getByRole('link', { name: 'Profile' }).click();
        await atPath(page, '/admin/profile');
        const profile = page.getByRole('form', { name: 'Profile' });
        await profile.getByLabel('First Name').fill('Ada');
        await profile.getByLabel('Last Name').fill('');
        await profile.getByRole('button', { name: 'Save Changes' }).click();
        await visible(profile.getByText('Last name is required'));
        await profile.getByLabel('Last Name').fill('Lovelace');
        await profile.getByRole('button', { name: 'Save Changes' }).click();
        await toastShown(page, 'Profile Updated');
        await visible(page.getByText('Signed in as Ada Lovelace'));
        await session.capture('profile');

        await page.getByRole('tab', { name: 'Change Password' }).click();
        const password = page.getByRole('form', { name: 'Change Password' });
        await password.getByLabel('Current Password').fill(ADMIN_LOGIN.password);
        await password.getByLabel('New Password', { exact: true }).fill('a new password');
        await password.getByLabel('Confirm New Password').fill('another password');
        await password.getByRole('button').click();
        await visible(password.getByText("Passwords don't match"));
        await session.capture('profile-password');

        await adminNav(page).getByRole('link', { name: 'Settings' }).click();
        await atPath(page, '/admin/settings');
        await visible(page.getByRole('heading', { name: /Settings/, level: 1 }));
      }), JOURNEY_TIMEOUT_MS);
  });
}
