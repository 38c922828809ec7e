import type { SubscriptionStatus } from './events/subscription.events';

export type Plan = 'free' | 'pro';
export type UploadSection = 'intro' | 'body' | 'cta';

const MB = 1024 * 1024;

/** The plan limits of customer-spec §9, enforced by the services and mirrored by the web app. */
export const PLAN_LIMITS: Record<
  Plan,
  { maxCombinations: number; maxFilesPerSection: number; maxFileBytes: Record<UploadSection, number> }
> = {
  free: { maxCombinations: 27, maxFilesPerSection: 3, maxFileBytes: { intro: 50 * MB, body: 100 * MB, cta: 50 * MB } },
  pro: { maxCombinations: 100, maxFilesPerSection: 10, maxFileBytes: { intro: 200 * MB, body: 200 * MB, cta: 200 * MB } },
};

export interface SubscriptionState {
  subscriptionStatus: SubscriptionStatus | null;
  subscriptionTrialEnd: string | null;
  subscriptionCurrentPeriodEnd: string | null;
}

/**
 * Customer-spec §4: trialing needs the trial end in the future (or none), active needs the period
 * end in the future (or none); every other status is no Pro access.
 */
export function hasProAccess(state: SubscriptionState, now: Date = new Date()): boolean {
  const future = (iso: string | null) => iso === null || new Date(iso).getTime() > now.getTime();
  if (state.subscriptionStatus === 'trialing') return future(state.subscriptionTrialEnd);
  if (state.subscriptionStatus === 'active') return future(state.subscriptionCurrentPeriodEnd);
  return false;
}

export function planOf(state: SubscriptionState, now: Date = new Date()): Plan {
  return hasProAccess(state, now) ? 'pro' : 'free';
}
