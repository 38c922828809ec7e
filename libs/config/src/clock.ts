/** Where a service reads the time. Tests replace it to move through trials and billing periods. */
export const CLOCK = Symbol('CLOCK');

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
