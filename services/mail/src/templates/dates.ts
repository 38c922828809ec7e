import { counted } from '@reelmix/contracts';

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "March 5, 2026". In UTC: a mail has no reliable time zone of its reader. */
export function longDate(value: string | Date): string {
  return LONG_DATE.format(typeof value === 'string' ? new Date(value) : value);
}

/** "7 days", "1 day", "36 hours": how long a link stays good, as the mail says it. */
export function duration(hours: number): string {
  if (hours % 24 === 0) return counted(hours / 24, 'day');
  return counted(hours, 'hour');
}
