import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PlanFilter, UserListQuery } from '../../api/users';

const PLANS: readonly PlanFilter[] = ['all', 'pro', 'free'];

function toPlan(value: string | null): PlanFilter {
  return PLANS.find((plan) => plan === value) ?? 'all';
}

function toPage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function readQuery(params: URLSearchParams): UserListQuery {
  return { page: toPage(params.get('page')), plan: toPlan(params.get('plan')), search: params.get('search') ?? '' };
}

function writeQuery(query: UserListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.plan !== 'all') params.set('plan', query.plan);
  if (query.search) params.set('search', query.search);
  return params;
}

/**
 * The list's page, plan filter and search live in the address, so a reload, a shared link or the
 * way back from a user's detail screen shows the same page. A new filter or search starts at page 1.
 */
export function useUserListParams() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);

  const change = useCallback(
    (next: Partial<UserListQuery>, replace = false) => setParams((current) => writeQuery({ ...readQuery(current), ...next }), { replace }),
    [setParams],
  );

  return {
    query,
    setPage: useCallback((page: number) => change({ page }), [change]),
    setPlan: useCallback((plan: PlanFilter) => change({ plan, page: 1 }), [change]),
    // Typing replaces the entry, so Back does not step through every keystroke.
    setSearch: useCallback((search: string) => change({ search, page: 1 }, true), [change]),
  };
}
