/*
 * Intervals for the per-part figures. Rates use the Wilson score interval: unlike the plain
 * normal interval it stays inside [0, 1] and keeps its coverage for rare events such as a 1% CTR
 * on a few hundred impressions, or zero clicks.
 */
import type { CostEstimate, RateEstimate } from '@reelmix/contracts/browser';
import { Z_95 } from './normal-distribution';

/** The Wilson score interval for successes out of trials; nulls when there are no trials. */
export function wilsonInterval(successes: number, trials: number, z: number = Z_95): RateEstimate {
  if (!(trials > 0)) return { value: null, low: null, high: null };
  const p = Math.min(1, Math.max(0, successes / trials));
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const halfWidth = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { value: p, low: Math.max(0, centre - halfWidth), high: Math.min(1, centre + halfWidth) };
}

/**
 * Cost per result with a 95% interval. Spend per impression is what the buyer set (the bid), so
 * the uncertainty is taken to lie in how many impressions turn into a result: cost per result =
 * (spend / impressions) / (results / impressions), and its interval is spend per impression
 * divided by the Wilson interval of results per impression (bounds swapped). Null when no result
 * was counted: the cost per result is then unbounded above.
 */
export function costPerResultInterval(spend: number, results: number, impressions: number): CostEstimate {
  if (!(results > 0) || !(impressions > 0)) return { value: null, low: null, high: null };
  const perImpression = spend / impressions;
  const rate = wilsonInterval(Math.min(results, impressions), impressions);
  const high = rate.low !== null && rate.low > 0 ? perImpression / rate.low : null;
  const low = rate.high !== null && rate.high > 0 ? perImpression / rate.high : null;
  return { value: spend / results, low, high };
}
