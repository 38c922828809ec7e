/**
 * `hasProAccess` (docs/product-rules.md#pro-access) as a condition on `auth.users`, so the plan filter and the Pro
 * count are decided in the database and pages and totals agree with it. `:now` is bound to the
 * service's CLOCK, not the database's clock, so tests that move time see the same answer as
 * `hasProAccess`. `IS TRUE`: a user who never subscribed (NULL status) is Free, not unknown, so
 * `NOT (...)` selects them too.
 */
export function proAccessCondition(alias: string): string {
  const trialRuns = `(${alias}.subscription_trial_end IS NULL OR ${alias}.subscription_trial_end > :now)`;
  const periodRuns = `(${alias}.subscription_current_period_end IS NULL OR ${alias}.subscription_current_period_end > :now)`;
  return `((${alias}.subscription_status = 'trialing' AND ${trialRuns}) OR (${alias}.subscription_status = 'active' AND ${periodRuns})) IS TRUE`;
}
