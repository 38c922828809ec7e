import Bowser from 'bowser';

/**
 * A person's name for the device behind a User-Agent: `Firefox 128 on Windows`, `Safari 17 on
 * iOS`. Only the browser's major version and the system's name: systems freeze or fake their
 * versions in the User-Agent (Windows 11 says 10, every recent macOS says 10.15.7). Null when the
 * User-Agent names neither a browser nor a system (none at all, `curl/8.5.0`).
 */
export function deviceSummary(userAgent: string | null | undefined): string | null {
  if (!userAgent?.trim()) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const browserName = browser.name ? [browser.name, major].filter(Boolean).join(' ') : null;
  const systemName = os.name || null;
  if (browserName && systemName) return `${browserName} on ${systemName}`;
  return browserName ?? systemName;
}
