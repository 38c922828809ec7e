/**
 * Plan limits as shown to customers. The services enforce the real limits; these copies only feed
 * marketing and legal text, so a change there must be mirrored here.
 */
export const PLAN_LIMITS = {
  free: { maxCombinations: 27, maxFilesPerSection: 3, maxFileSizeMb: 100 },
  pro: { maxCombinations: 100, maxFilesPerSection: 10, maxFileSizeMb: 200 },
} as const;

export const PRO_PRICE_USD_PER_MONTH = 29;
export const PRO_TRIAL_DAYS = 7;

export const AFFILIATE_TERMS = {
  commissionPercent: 20,
  commissionMonths: 12,
} as const;
