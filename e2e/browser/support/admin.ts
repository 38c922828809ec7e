import type { AdminUserView, UserListView } from '@reelmix/contracts';
import { waitFor } from '@reelmix/testing';
import { Client } from 'minio';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { BrowserStack } from './browser-stack';
import { ADMIN_LOGIN } from './browser-stack';
import { atPath, visible } from './page-expectations';

/** Where the admin app lives (docs/product-rules.md#the-admin-area); every screen below is under it. */
export const admin = (path: string): string => `/admin${path}`;

/** An admin session made over HTTP, as the login screen would make it: the `name=value` of its cookie. */
export async function adminCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(ADMIN_LOGIN),
  });
  if (!response.ok) throw new Error(`admin login: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}

/** Puts an admin session into the browser, for journeys about what comes after the login screen. */
export async function signInAsAdmin(context: BrowserContext, baseUrl: string): Promise<string> {
  const cookie = await adminCookie(baseUrl);
  const at = cookie.indexOf('=');
  await context.addCookies([
    { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseUrl, httpOnly: true, sameSite: 'Strict' },
  ]);
  return cookie;
}

/** An admin call from outside the browser (setting up what a journey starts from, checking an outcome). */
export async function adminCall<T>(baseUrl: string, cookie: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Cookie: cookie, Origin: baseUrl, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

export function adminUser(baseUrl: string, cookie: string, userId: string): Promise<AdminUserView> {
  return adminCall<AdminUserView>(baseUrl, cookie, 'GET', `/api/admin/users/${userId}`);
}

/**
 * Waits until the admin view of a user shows the plan. Billing decides Pro and auth learns of it
 * from billing's event a moment later, so a list or a reload right after a change may lag.
 */
export function untilPlan(baseUrl: string, cookie: string, userId: string, isPro: boolean): Promise<AdminUserView> {
  return waitFor(
    async () => {
      const user = await adminUser(baseUrl, cookie, userId);
      return user.isPro === isPro ? user : undefined;
    },
    { what: `user ${userId} to show isPro ${isPro}`, timeoutMs: 15000, intervalMs: 200 },
  );
}

export function listUsers(baseUrl: string, cookie: string, query: string): Promise<UserListView> {
  return adminCall<UserListView>(baseUrl, cookie, 'GET', `/admin/users?${query}`);
}

/** The login screen, filled and sent. */
export async function fillAdminLogin(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Admin login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** The shell's navigation (docs/product-rules.md#the-admin-area). */
export function adminNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Admin' });
}

/** Opens an admin screen by its address and waits for its heading. */
export async function openScreen(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(admin(path));
  await atPath(page, admin(path));
  await visible(page.getByRole('heading', { name: heading, level: 1 }));
}

/** The keys in the stack's media bucket that contain any of `parts` (a user id, a job id). */
export async function mediaKeys(app: BrowserStack, parts: string[]): Promise<string[]> {
  const client = new Client({
    endPoint: app.s3.host,
    port: app.s3.port,
    useSSL: false,
    accessKey: app.s3.accessKey,
    secretKey: app.s3.secretKey,
    region: 'us-east-1',
    pathStyle: true,
  });
  const keys: string[] = [];
  for await (const item of client.listObjectsV2(app.bucket, '', true) as AsyncIterable<{ name?: string }>) {
    if (item.name && parts.some((part) => item.name?.includes(part))) keys.push(item.name);
  }
  return keys;
}
