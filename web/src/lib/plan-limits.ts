import { COMMISSION_MONTHS, COMMISSION_PERCENT, type Plan, PLAN_LIMITS as ENFORCED_LIMITS, PRO_PRICE_CENTS, PRO_TRIAL_DAYS } from '@reelmix/contracts/browser';

/**
 * Plan limits and terms as the pages quote them, read from the contracts the services enforce,
 * so a changed limit changes the pricing page, the terms and the upload widget together.
 */

const MB = 1024 * 1024;

function quoted(plan: Plan) {
  const { maxCombinations, maxFilesPerSection, maxFileBytes } = ENFORCED_LIMITS[plan];
  // The largest file any section takes: what "uploads up to N MB" promises.
  return { maxCombinations, maxFilesPerSection, maxFileSizeMb: Math.max(...Object.values(maxFileBytes)) / MB };
}

export const PLAN_LIMITS = { free: quoted('free'), pro: quoted('pro') } as const;

export const PRO_PRICE_USD_PER_MONTH = PRO_PRICE_CENTS / 100;
export { PRO_TRIAL_DAYS };

export const AFFILIATE_TERMS = {
  commissionPercent: COMMISSION_PERCENT,
  commissionMonths: COMMISSION_MONTHS,
} as const;
