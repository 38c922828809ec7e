import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage, Page, Response } from 'playwright-core';
import { honestyProblems, type PendingProblem } from './page-honesty';

const SCREENSHOTS = join(__dirname, '../../../test-output/screenshots');

/** Journeys whose folder this run has already emptied (one Jest worker runs one spec file). */
const cleared = new Set<string>();

/**
 * A journey leaves only this run's screenshots (and failure shot) in its folder. Folder by folder,
 * on first use, rather than the whole tree: the customer and admin specs run side by side and
 * must not delete each other's.
 */
function journeyFolder(journey: string): string {
  const dir = join(SCREENSHOTS, journey);
  if (!cleared.has(journey)) {
    rmSync(dir, { recursive: true, force: true });
    cleared.add(journey);
  }
  mkdirSync(dir, { recursive: true });
  return dir;
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export interface JourneyOptions {
  /**
   * Every screen captured is also held to page-honesty.ts at both widths: no text cut off, one
   * estimate of a wait at a time, counts in the right number (issue 27's acceptance).
   */
  honest?: boolean;
}

/** How long a step may wait for the page before the journey fails: far above a healthy page's need. */
const STEP_TIMEOUT_MS = 15000;

/** A journey's limit in Jest: room for a slow machine running other stacks beside this one. */
export const JOURNEY_TIMEOUT_MS = 90000;

/**
 * One browser context and page for one journey, recording everything that should fail it: errors
 * the app logs, uncaught exceptions, server errors, and requests for files that are not there.
 */
export class PageSession {
  private constructor(
    readonly journey: string,
    readonly context: BrowserContext,
    readonly page: Page,
    readonly problems: string[],
    private readonly honest: boolean,
  ) {}

  static async open(browser: Browser, baseUrl: string, journey: string, { honest = false }: JourneyOptions = {}): Promise<PageSession> {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS.desktop, acceptDownloads: true });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const problems: string[] = [];
    // Every page of the context, so a window the app opens is held to the same standard.
    context.on('page', (page) => watch(page, problems));
    return new PageSession(journey, context, await context.newPage(), problems, honest);
  }

  /** The elements reaching past the screen's right edge outside any scrolling box, as tag.class (the last few in the page's order), to say what to fix. */
  private async widerThan(width: number): Promise<string> {
    const found = await this.page.evaluate(`[...document.querySelectorAll('body *')]
      // Its box, or content it lets spill (an unbreakable word), reaches past the edge.
      .filter((element) => element.getBoundingClientRect().right > ${width} + 0.5 || (getComputedStyle(element).overflowX === 'visible' && element.getBoundingClientRect().left + element.scrollWidth > ${width} + 0.5))
      .filter((element) => {
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return false;
        return true;
      })
      .slice(-5)
      .map((element) => element.tagName.toLowerCase() + (element.className && typeof element.className === 'string' ? '.' + element.className.trim().split(/\\s+/).join('.') : '') + ' (' + Math.round(element.getBoundingClientRect().right) + ' px)')`);
    if ((found as string[]).length > 0) return (found as string[]).join(', ');
    // Reaching exactly the page's width, whatever clips it: the path from the body, to find it.
    const exact = await this.page.evaluate(`[...document.querySelectorAll('body *')]
      .filter((element) => Math.abs(element.getBoundingClientRect().right - document.documentElement.scrollWidth) < 1.5)
      .slice(-3)
      .map((element) => { const path = []; for (let up = element; up && up !== document.body; up = up.parentElement) path.unshift(up.tagName.toLowerCase() + (typeof up.className === 'string' && up.className ? '.' + up.className.trim().split(/\\s+/)[0] : '')); return path.join(' > '); })`);
    return (exact as string[]).join(' | ') || 'no element found';
  }

  /** The page's width, polled for up to a second until it fits `limit`. */
  private async settledWidth(limit: number): Promise<number> {
    const deadline = Date.now() + 1000;
    for (;;) {
      const width = Number(await this.page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(document.documentElement.scrollWidth))))'));
      if (width <= limit || Date.now() > deadline) return width;
      await this.page.waitForTimeout(50);
    }
  }

  /**
   * Saves the screen at desktop and at phone width, as test-output/screenshots/<journey>/<screen>-<width>.png.
   * The whole page, except for `{ dialog: true }`: a modal is fixed to the viewport, so what the
   * user sees is the viewport. `pending` names problems of this screen that page-honesty.ts would
   * find and that another change is fixing; everything else on the screen is still checked.
   */
  async capture(screen: string, { dialog = false, pending = [] as readonly PendingProblem[] } = {}): Promise<void> {
    const dir = journeyFolder(this.journey);
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await this.page.setViewportSize(size);
      // A page wider than the screen scrolls sideways on a phone: part of it is out of reach.
      // Parts that size themselves to their box (charts) redraw a moment after the resize: the
      // width is judged once the page has settled, as a user on that screen would see it.
      const width = await this.settledWidth(size.width);
      if (width > size.width) this.problems.push(`${screen} is ${width} px wide at ${name} width (${size.width} px): ${await this.widerThan(size.width)}`);
      if (this.honest) await this.recordHonesty(screen, name, size.width, pending);
      await this.page.screenshot({ path: join(dir, `${screen}-${name}.png`), fullPage: !dialog, animations: 'disabled' });
    }
    await this.page.setViewportSize(VIEWPORTS.desktop);
  }

  /**
   * Holds the page as it is now to page-honesty.ts at desktop and at phone width, without a
   * screenshot: for a moment that passes (a job rendering) rather than a screen worth keeping.
   */
  async checkHonesty(screen: string, pending: readonly PendingProblem[] = []): Promise<void> {
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await this.page.setViewportSize(size);
      await this.settledWidth(size.width);
      await this.recordHonesty(screen, name, size.width, pending);
    }
    await this.page.setViewportSize(VIEWPORTS.desktop);
  }

  private async recordHonesty(screen: string, name: string, width: number, pending: readonly PendingProblem[]): Promise<void> {
    for (const problem of await honestyProblems(this.page, pending)) this.problems.push(`${screen} at ${name} width (${width} px): ${problem}`);
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/** Records on `problems` everything on `page` that should fail a journey. */
function watch(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    const problem = consoleProblem(message);
    if (problem) problems.push(problem);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    const problem = responseProblem(response);
    if (problem) problems.push(problem);
    void unprotectedPage(response).then((unprotected) => unprotected && problems.push(unprotected));
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A navigation or an unmounting query cancels what it no longer needs; that is not a failure.
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
  });
}

function consoleProblem(message: ConsoleMessage): string | null {
  if (message.type() !== 'error') return null;
  // Chromium logs every non-2xx answer as "Failed to load resource". The API's 4xx answers are
  // the product working (401 from /api/auth/me is how a visitor is told apart); responseProblem
  // judges answers by what they are, so the log line adds nothing.
  if (message.text().startsWith('Failed to load resource:')) return null;
  return `console error: ${message.text()} (${message.location().url})`;
}

function responseProblem(response: Response): string | null {
  const status = response.status();
  const path = new URL(response.url()).pathname;
  if (status >= 500) return `server error: ${status} ${response.request().method()} ${path}`;
  if (status >= 400 && !isApiCall(response, path)) return `missing file: ${status} ${path}`;
  return null;
}

/**
 * A page of ours served without the policy that keeps other sites' scripts out and other sites
 * from framing it. A page the policy blocks something on fails the journey by its console error.
 */
async function unprotectedPage(response: Response): Promise<string | null> {
  if (response.request().resourceType() !== 'document' || response.status() >= 300) return null;
  const policy = await response.headerValue('content-security-policy').catch(() => null);
  return policy?.includes("frame-ancestors 'none'") ? null : `page without a Content-Security-Policy: ${new URL(response.url()).pathname}`;
}

/**
 * An answer to the app's own call rather than a file the page needs. The admin app calls its API
 * under `/admin/...` as well as `/api/...` (docs/product-rules.md#the-admin-area), and a 401 from GET /admin/me is how
 * its guard tells a visitor apart.
 */
function isApiCall(response: Response, path: string): boolean {
  return path.startsWith('/api/') || ['fetch', 'xhr'].includes(response.request().resourceType());
}

/**
 * Runs one journey in a fresh context. It fails on anything `PageSession` recorded, and on failure
 * leaves a screenshot of where it stopped beside the journey's screenshots.
 */
export async function inBrowser(
  app: { browser: Browser; baseUrl: string },
  journey: string,
  work: (session: PageSession) => Promise<void>,
  options: JourneyOptions = {},
): Promise<void> {
  const session = await PageSession.open(app.browser, app.baseUrl, journey, options);
  try {
    await work(session);
  } catch (error) {
    const dir = journeyFolder(journey);
    await session.page.screenshot({ path: join(dir, 'failure.png'), fullPage: true }).catch(() => undefined);
    const seen = session.problems.length ? `\nalso recorded:\n${session.problems.join('\n')}` : '';
    throw Object.assign(error as Error, { message: `${(error as Error).message}${seen}` });
  } finally {
    await session.close();
  }
  if (session.problems.length) throw new Error(`the page reported problems:\n${session.problems.join('\n')}`);
}
