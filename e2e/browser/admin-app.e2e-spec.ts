import { adminDeleteUserJourneys } from './journeys/admin/delete-user.journey';
import { adminLoginJourneys } from './journeys/admin/login.journey';
import { adminMailJourneys } from './journeys/admin/mail.journey';
import { adminProAccessJourneys } from './journeys/admin/pro-access.journey';
import { adminScreensJourneys } from './journeys/admin/screens.journey';
import { adminUsersJourneys } from './journeys/admin/users.journey';
import { AdminBrowserStack } from './support/admin-stack';
import { STACK_PORT_OFFSETS } from '../fixtures/service-ports';

/**
 * The admin web app in real Chromium against the stack `npm start` runs, with its outgoing mail
 * caught by an SMTP server on loopback. One stack and one browser for every journey; each journey
 * gets a fresh browser context, fails on any error the page reports, and saves its screens under
 * test-output/screenshots/<journey>/. The order matters where a journey reads what the stack holds:
 * the user list comes first and counts its own 25 users.
 */
const app = new AdminBrowserStack(STACK_PORT_OFFSETS.adminBrowser);

beforeAll(() => app.start(), 180000);
afterAll(() => app.stop(), 60000);

describe('the admin web app in Chromium', () => {
  adminLoginJourneys(app);
  adminUsersJourneys(app);
  adminProAccessJourneys(app);
  adminMailJourneys(app);
  adminDeleteUserJourneys(app);
  adminScreensJourneys(app);
});
