import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { type Account, createAccount, withAuthRpc } from '../../fixtures/customer';
import { registerWithTestCard } from '../../fixtures/registration';
import { atPath, logoutButton } from './page-expectations';

export const PASSWORD = 'a decent password';

export const uniqueEmail = (role: string): string => `${role}-${randomUUID()}@example.com`;

/**
 * A customer with no subscription, so on the free plan: made through the auth service's own RPC,
 * as e2e/fixtures/customer.ts does, then used through the browser.
 */
export function freeAccount(amqpUrl: string): Promise<Account> {
  return withAuthRpc(amqpUrl, (rpc) => createAccount(rpc, PASSWORD));
}

/** A customer on the Pro trial, registered through the same calls the web app makes, and its session. */
export async function proAccount(baseUrl: string, role: string): Promise<Account & { cookie: string }> {
  const email = uniqueEmail(role);
  const { userId, cookie } = await registerWithTestCard(baseUrl, email, PASSWORD);
  return { id: userId, email, password: PASSWORD, cookie };
}

/** Puts a session cookie from an HTTP login into the browser, as if the user had logged in there. */
export async function useSession(context: BrowserContext, baseUrl: string, cookie: string): Promise<void> {
  const at = cookie.indexOf('=');
  await context.addCookies([
    { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** The Login tab, filled and sent; resolves once the header shows the user signed in at `landing`. */
export async function logInThroughUi(page: Page, email: string, password: string, landing = '/'): Promise<void> {
  await fillLoginForm(page, email, password);
  await atPath(page, landing);
  await logoutButton(page).waitFor();
}

export async function fillLoginForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}
