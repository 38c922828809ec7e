import { counted } from './counted';

/**
 * Where the wording of a job's time left changes, in seconds. Under `fewSeconds` the figure is
 * smaller than one task's spread, so a number would pretend to a precision the estimate lacks.
 */
export const TIME_LEFT_STEPS = {
  /** Below this: "A few seconds left". */
  fewSeconds: 15,
  /** Below this: seconds rounded to ten ("About 40 seconds left"); from it, minutes. */
  seconds: 55,
  /** Below this: minutes, to the five from ten minutes on ("About 25 minutes left"); from it, hours. */
  minutes: 100 * 60,
} as const;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * A job's time left as the customer reads it, from the jobs service's estimate in seconds (the
 * job view's `estimatedSecondsLeft`): "About 2 minutes left", "About 40 seconds left", "A few
 * seconds left". The one wording of an estimate, so no page states a fixed duration of its own.
 */
export function timeLeftText(seconds: number): string {
  if (seconds < TIME_LEFT_STEPS.fewSeconds) return 'A few seconds left';
  if (seconds < TIME_LEFT_STEPS.seconds) return `About ${roundTo(seconds, 10)} seconds left`;
  if (seconds < TIME_LEFT_STEPS.minutes) {
    const minutes = Math.max(1, Math.round(seconds / 60));
    return `About ${counted(minutes < 10 ? minutes : roundTo(minutes, 5), 'minute')} left`;
  }
  return `About ${counted(Math.round(seconds / 3600), 'hour')} left`;
}
