/** The run's CSV as a link target: a data URL needs no clean-up and works wherever links do. */
export function csvHref(csv: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
}

/** 'paypal-payouts-2025-02-01.csv', from the run's time. */
export function csvFileName(runAt: string): string {
  const day = Number.isNaN(new Date(runAt).getTime()) ? 'run' : new Date(runAt).toISOString().slice(0, 10);
  return `paypal-payouts-${day}.csv`;
}
