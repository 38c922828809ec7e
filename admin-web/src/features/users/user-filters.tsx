import { Input } from '@reelmix/ui';
import { useEffect, useId, useState } from 'react';
import type { PlanFilter } from '../../api/users';

/** How long typing pauses before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

const PLAN_OPTIONS: ReadonlyArray<{ value: PlanFilter; label: string }> = [
  { value: 'all', label: 'All Plans' },
  { value: 'pro', label: 'Pro' },
  { value: 'free', label: 'Free' },
];

interface UserFiltersProps {
  search: string;
  plan: PlanFilter;
  onSearch: (search: string) => void;
  onPlan: (plan: PlanFilter) => void;
}

/** docs/product-rules.md#managing-users: the search box and the plan filter. */
export function UserFilters({ search, plan, onSearch, onPlan }: UserFiltersProps) {
  const searchId = useId();
  const planId = useId();
  const [draft, setDraft] = useState(search);
  // The address can change without typing (Back, a link): the box then shows the search in use.
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    if (draft.trim() !== search) setDraft(search);
  }

  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = window.setTimeout(() => onSearch(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, search, onSearch]);

  return (
    <div className="filters" role="search">
      <div className="filters__search">
        <label htmlFor={searchId} className="rm-visually-hidden">
          Search users
        </label>
        <Input id={searchId} type="search" placeholder="Search by name or email..." value={draft} onChange={(event) => setDraft(event.target.value)} />
      </div>
      <div className="filters__plan">
        <label htmlFor={planId} className="rm-visually-hidden">
          Plan
        </label>
        <select id={planId} className="rm-input select" value={plan} onChange={(event) => onPlan(event.target.value as PlanFilter)}>
          {PLAN_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
