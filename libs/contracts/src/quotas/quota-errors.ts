import { counted } from '../creative/counted';
import { type DomainError, rateLimited } from '../errors/domain-error';
import { type Plan, PLAN_QUOTAS, type PlanQuotas, proOffer } from '../plan-policy';

const HOUR_MS = 3_600_000;

/**
 * Stored space comes back only when something kept is removed, not with time; the refusal still
 * names a wait so clients do not retry at once, and a day is when trying again is worth it.
 */
export const STORAGE_RETRY_AFTER_MS = 24 * HOUR_MS;

/** A job in flight ends when its render does, which no clock predicts; a minute is a polite poll. */
export const IN_FLIGHT_RETRY_AFTER_MS = 60_000;

/** "45 seconds", "12 minutes", "3 hours": a wait as a person reads it, rounded up. */
export function describeWait(ms: number): string {
  if (ms < 60_000) return counted(Math.max(1, Math.ceil(ms / 1000)), 'second');
  if (ms < 2 * HOUR_MS) return counted(Math.ceil(ms / 60_000), 'minute');
  return counted(Math.ceil(ms / HOUR_MS), 'hour');
}

/** "1.5 GB", "250 GB", "300 MB". */
export function describeBytes(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  if (gb >= 1) return `${Number(gb.toFixed(gb < 10 ? 1 : 0))} GB`;
  return `${Math.ceil(bytes / 1024 ** 2)} MB`;
}

/** The free plan's refusals end with what Pro allows, as the spec's plan-limit toasts do. */
function upsell(plan: Plan, what: (pro: PlanQuotas) => string): string {
  return proOffer(plan, `Upgrade to Pro for ${what(PLAN_QUOTAS.pro)}.`);
}

function refusal(title: string, sentence: string, retryAfterMs: number, details: Record<string, unknown>): DomainError {
  return rateLimited(`${title}: ${sentence}`, retryAfterMs, { title, ...details });
}

/**
 * The refusals of the fair-use quotas (PLAN_QUOTAS), in the style of the plan-limit
 * toasts: "Title: sentence", with `details.title` so the app shows the title as the toast's.
 * Every one is a 429 whose `Retry-After` says when the quota has room again.
 */
export const QuotaErrors = {
  uploadsPerHour: (plan: Plan, retryAfterMs: number) =>
    refusal(
      'Upload Limit Reached',
      `You can start ${PLAN_QUOTAS[plan].uploadsPerHour} uploads an hour. Please try again in ${describeWait(retryAfterMs)}.` +
        upsell(plan, (pro) => `up to ${pro.uploadsPerHour} uploads an hour`),
      retryAfterMs,
      { quota: 'uploadsPerHour', limit: PLAN_QUOTAS[plan].uploadsPerHour },
    ),
  jobsInFlight: (plan: Plan, running: number) =>
    refusal(
      'Too Many Jobs Processing',
      `You already have ${counted(running, 'job')} processing. Maximum allowed: ${PLAN_QUOTAS[plan].jobsInFlight}. Please start this one when one of them has finished.` +
        upsell(plan, (pro) => `up to ${pro.jobsInFlight} jobs at a time`),
      IN_FLIGHT_RETRY_AFTER_MS,
      { quota: 'jobsInFlight', limit: PLAN_QUOTAS[plan].jobsInFlight, running },
    ),
  outputsPerDay: (plan: Plan, requested: number, used: number, retryAfterMs: number) =>
    refusal(
      'Daily Video Limit Reached',
      `This job would create ${counted(requested, 'video')}, and ${used} of your ${PLAN_QUOTAS[plan].outputsPerDay} videos for the last 24 hours are used. Please try again in ${describeWait(retryAfterMs)}.` +
        upsell(plan, (pro) => `up to ${pro.outputsPerDay} videos a day`),
      retryAfterMs,
      { quota: 'outputsPerDay', limit: PLAN_QUOTAS[plan].outputsPerDay, used, requested },
    ),
  storedBytes: (plan: Plan, usedBytes: number) =>
    refusal(
      'Storage Limit Reached',
      `Your clips and videos use ${describeBytes(usedBytes)} of the ${describeBytes(PLAN_QUOTAS[plan].storedBytes)} your plan keeps, which leaves no room for this upload.` +
        upsell(plan, (pro) => `up to ${describeBytes(pro.storedBytes)}`),
      STORAGE_RETRY_AFTER_MS,
      { quota: 'storedBytes', limit: PLAN_QUOTAS[plan].storedBytes, used: usedBytes },
    ),
};
