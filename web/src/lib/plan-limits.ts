import { COMMISSION_MONTHS, COMMISSION_PERCENT, largestFileMbOf, limitsOf, type Plan, PRO_PRICE_CENTS, PRO_TRIAL_DAYS } from '@reelmix/contracts/browser';

/**
 * Plan limits and terms as the pages quote them, read from the contracts the services enforce,
 * so a changed limit changes the pricing page, the terms and the upload widget together.
 */

function quoted(plan: Plan) {
  const { maxCombinations, maxFilesPerSection } = limitsOf(plan);
  return { maxCombinations, maxFilesPerSection, maxFileSizeMb: largestFileMbOf(plan) };
}

export const PLAN_LIMITS = { free: quoted('free'), pro: quoted('pro') } as const;

export const PRO_PRICE_USD_PER_MONTH = PRO_PRICE_CENTS / 100;
export { PRO_TRIAL_DAYS };

export const AFFILIATE_TERMS = {
  commissionPercent: COMMISSION_PERCENT,
  commissionMonths: COMMISSION_MONTHS,
} as const;
