import type { AffiliateAdminView, PayoutRunResult } from '@reelmix/contracts';
import { apiRead, apiWrite, type RequestOptions } from './http';

/** `GET /api/admin/affiliates`. */
export function listAffiliates(options?: RequestOptions): Promise<AffiliateAdminView[]> {
  return apiRead<AffiliateAdminView[]>('/api/admin/affiliates', options);
}

/** `POST /api/admin/affiliates/payouts`: the monthly run, with its PayPal payouts CSV. */
export function runPayouts(): Promise<PayoutRunResult> {
  return apiWrite<PayoutRunResult>('POST', '/api/admin/affiliates/payouts');
}
