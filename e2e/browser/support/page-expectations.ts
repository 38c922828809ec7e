import type { Locator, Page } from 'playwright-core';

/** Waits until the locator is visible; the thrown error names what was looked for. */
export async function visible(locator: Locator, timeout?: number): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

/** The toast with this title (the toast area's live region holds one at a time). */
export function toast(page: Page, title: string): Locator {
  return page.getByRole('status').getByText(title, { exact: true });
}

export async function toastShown(page: Page, title: string, timeout?: number): Promise<void> {
  await visible(toast(page, title), timeout);
}

/** Waits for the address to reach `path` (with its query), as the app's router navigates. */
export async function atPath(page: Page, path: string, timeout?: number): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path, { timeout });
}

/** The header shows Logout only to a signed-in user (docs/product-rules.md#customer-screens). */
export function logoutButton(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' });
}

export function loginLink(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' });
}
