/** Display formats of the admin screens, all in US English like the rest of the product. */

const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const longDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const gigabytes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function toDate(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** 'Jan 15, 2025'. */
export function formatDate(iso: string): string {
  const date = toDate(iso);
  return date ? shortDate.format(date) : iso;
}

/** 'Jan 15, 2025, 10:30 AM'. */
export function formatDateTime(iso: string): string {
  const date = toDate(iso);
  return date ? dateTime.format(date) : iso;
}

/** 'January 15, 2025 at 10:30 AM' (the detail screen's Member Since). */
export function formatLongDateTime(iso: string): string {
  const date = toDate(iso);
  return date ? longDateTime.format(date) : iso;
}

/** '$1,234.50': dollars with two decimals. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** Integer cents as dollars. */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

/** '12.5' */
export function formatGigabytes(value: number): string {
  return gigabytes.format(value);
}

/** Share of a total as a percentage to one decimal, '0.0' for an empty total. */
export function percentOf(part: number, total: number): string {
  return total > 0 ? ((part / total) * 100).toFixed(1) : '0.0';
}

/** 'completed' → 'Completed' (the status with its first letter capitalised: docs/product-rules.md#video-history). */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
