import type { AdminStatsView } from '@reelmix/contracts';
import { apiRead, type RequestOptions } from './http';

/** `GET /api/admin/stats`. */
export function fetchAdminStats(options?: RequestOptions): Promise<AdminStatsView> {
  return apiRead<AdminStatsView>('/api/admin/stats', options);
}
