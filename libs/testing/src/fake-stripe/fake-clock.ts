const SECONDS_PER_DAY = 86_400;

/**
 * The fake's idea of "now" in Unix seconds. It follows a source clock (the wall clock, or a test's
 * injected clock) plus however far a test has moved it forward, so trials and periods can end
 * without waiting.
 */
export class FakeClock {
  private advancedSeconds = 0;

  constructor(private readonly source: () => Date = () => new Date()) {}

  now(): number {
    return Math.floor(this.source().getTime() / 1000 + this.advancedSeconds);
  }

  advance(seconds: number): void {
    if (!Number.isFinite(seconds) || seconds < 0) {
      throw new RangeError(`The fake Stripe clock only moves forward; got ${seconds} seconds`);
    }
    this.advancedSeconds += seconds;
  }
}

export function daysInSeconds(days: number): number {
  return days * SECONDS_PER_DAY;
}

/**
 * One calendar month later, as Stripe bills monthly plans: Jan 31 is followed by the last day of
 * February, not by March 3.
 */
export function oneMonthAfter(unixSeconds: number): number {
  const start = new Date(unixSeconds * 1000);
  const targetMonth = start.getUTCMonth() + 1;
  const lastDayOfTargetMonth = new Date(Date.UTC(start.getUTCFullYear(), targetMonth + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(targetMonth);
  end.setUTCDate(Math.min(start.getUTCDate(), lastDayOfTargetMonth));
  return Math.floor(end.getTime() / 1000);
}
