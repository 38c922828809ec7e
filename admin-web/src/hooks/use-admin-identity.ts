import type { AdminView } from '@reelmix/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchAdminIdentity } from '../api/admin-session';
import { queryKeys } from '../lib/query-keys';

export interface AdminIdentity {
  /** The signed-in admin; null when the check failed (not signed in, or the call itself failed). */
  admin: AdminView | null;
  isLoading: boolean;
}

/** The guard's check (docs/product-rules.md#the-admin-area), shared by the shell for the admin's name. */
export function useAdminIdentity(): AdminIdentity {
  const query = useQuery({ queryKey: queryKeys.adminIdentity, queryFn: ({ signal }) => fetchAdminIdentity({ signal }) });
  return { admin: query.data ?? null, isLoading: query.isPending };
}
