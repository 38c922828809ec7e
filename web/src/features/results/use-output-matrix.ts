import type { JobView } from '@reelmix/contracts';
import { useState } from 'react';
import { describeOutputs, filterOutputs, type MatrixFilters, type MatrixPart, type MatrixSort, NO_FILTERS, sortOutputs } from './output-matrix';

/**
 * The shown outputs through the customer's filters and sort, and which of them are selected for
 * download. Selection is by file name and outlives a filter change: narrowing the list to pick
 * more must not drop what was picked before.
 */
export function useOutputMatrix(job: JobView, shown: readonly string[]) {
  const [filters, setFilters] = useState<MatrixFilters>(NO_FILTERS);
  // 'listed' by default: sorting at completion would move rows whose players may be playing.
  const [sort, setSort] = useState<MatrixSort>('listed');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const all = describeOutputs(shown, job.outputs);
  const rows = sortOutputs(filterOutputs(all, filters), sort, job.placements);
  const rowNames = rows.map((row) => row.name);
  const allRowsSelected = rowNames.length > 0 && rowNames.every((name) => selected.has(name));
  // Listed in the job's order, whatever order they were ticked in.
  const selectedNames = all.map((row) => row.name).filter((name) => selected.has(name));

  const toggle = (name: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });

  const toggleAllRows = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const name of rowNames) {
        if (on) next.add(name);
        else next.delete(name);
      }
      return next;
    });

  return {
    rows,
    filters,
    setFilter: (part: MatrixPart, value: string) => setFilters((current) => ({ ...current, [part]: value })),
    sort,
    setSort,
    selected,
    selectedNames,
    allRowsSelected,
    toggle,
    toggleAllRows,
  };
}
