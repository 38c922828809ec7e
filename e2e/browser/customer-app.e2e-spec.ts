import { affiliateJourneys } from './journeys/affiliate.journey';
import { creativeTestJourneys } from './journeys/creative-test.journey';
import { developerJourneys } from './journeys/developer.journey';
import { freeLimitsJourneys } from './journeys/free-limits.journey';
import { membershipJourneys } from './journeys/membership.journey';
import { passwordResetJourneys } from './journeys/password-reset.journey';
import { publishingJourneys } from './journeys/publishing.journey';
import { publicPagesJourneys } from './journeys/public-pages.journey';
import { registrationJourneys } from './journeys/registration.journey';
import { sessionJourneys } from './journeys/session.journey';
import { textVariantsJourneys } from './journeys/text-variants.journey';
import { uploadJourneys } from './journeys/upload.journey';
import { BrowserStack } from './support/browser-stack';
import { StackMeta } from './support/fake-meta';
import { STACK_PORT_OFFSETS } from '../fixtures/service-ports';

/**
 * The customer web app in real Chromium against the stack `npm start` runs. One stack and one
 * browser for every journey; each journey gets a fresh browser context, fails on any error the
 * page reports, and saves its screens under test-output/screenshots/<journey>/. Its jobs service
 * publishes to a fake Graph API, started first so the stack is given its address.
 */
const app = new BrowserStack(STACK_PORT_OFFSETS.customerBrowser);
const meta = new StackMeta();

beforeAll(async () => app.start(await meta.start()), 180000);
afterAll(async () => {
  await app.stop();
  await meta.stop();
}, 60000);

describe('the customer web app in Chromium', () => {
  publicPagesJourneys(app);
  registrationJourneys(app);
  sessionJourneys(app);
  passwordResetJourneys(app);
  uploadJourneys(app);
  creativeTestJourneys(app);
  textVariantsJourneys(app);
  publishingJourneys(app, meta);
  developerJourneys(app);
  freeLimitsJourneys(app);
  membershipJourneys(app);
  affiliateJourneys(app);
});
