import type { AffiliateStatsView, EnrolAffiliateResponse } from '@reelmix/contracts';
import { apiRead, apiRequest } from './http';

export type { AffiliateStatsView, EnrolAffiliateResponse };

/** Affiliates only: the dashboard's figures. */
export function fetchAffiliateStats(): Promise<AffiliateStatsView> {
  return apiRead<AffiliateStatsView>('/affiliate/stats');
}

/** Enrols the caller. Returns the raw response: its error texts are read specially (docs/product-rules.md#affiliates). */
export function requestAffiliateSignup(): Promise<Response> {
  return apiRequest('GET', '/affiliate/signup-url');
}
