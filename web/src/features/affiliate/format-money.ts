const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 12.5 reads '$12.50'; a balance owed after refunds reads '-$12.50'. */
export function formatDollars(amount: number): string {
  return dollars.format(Number.isFinite(amount) ? amount : 0);
}
