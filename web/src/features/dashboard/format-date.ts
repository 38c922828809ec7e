const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const full = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** '5 minutes ago', 'yesterday', 'just now'. */
export function formatRelative(iso: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** 'Mar 4, 2025, 2:05 PM'. */
export function formatDateTime(iso: string): string {
  return full.format(new Date(iso));
}

/** 'March 4, 2025'. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}
