import type { JobView } from '@reelmix/contracts';
import { Label } from '@reelmix/ui';
import { useId } from 'react';
import { jobTexts } from './job-texts';
import { type MatrixFilters, type MatrixPart, type MatrixSort, partOptions } from './output-matrix';
import './results.css';

const PARTS: Array<{ part: MatrixPart; label: string; any: string }> = [
  { part: 'intro', label: 'Hook', any: 'All hooks' },
  { part: 'text', label: 'Text', any: 'All texts' },
  { part: 'body', label: 'Body', any: 'All bodies' },
  { part: 'cta', label: 'CTA', any: 'All CTAs' },
  { part: 'placement', label: 'Placement', any: 'All placements' },
];

const SORTS: Array<{ value: MatrixSort; label: string }> = [
  { value: 'listed', label: 'As listed' },
  { value: 'intro', label: 'Hook' },
  { value: 'text', label: 'Text' },
  { value: 'body', label: 'Body' },
  { value: 'cta', label: 'CTA' },
  { value: 'placement', label: 'Placement' },
  { value: 'name', label: 'Name' },
];

export interface OutputFiltersProps {
  job: JobView;
  filters: MatrixFilters;
  onFilter: (part: MatrixPart, value: string) => void;
  sort: MatrixSort;
  onSort: (sort: MatrixSort) => void;
}

/** A select per part of an ad, each choice named after its source clip, and the sort. */
export function OutputFilters({ job, filters, onFilter, sort, onSort }: OutputFiltersProps) {
  // Several job cards share a page, so every id is made per instance.
  const id = useId();
  // A job without texts has no text to filter or sort by.
  const withTexts = jobTexts(job).length > 0;
  const parts = withTexts ? PARTS : PARTS.filter(({ part }) => part !== 'text');
  const sorts = withTexts ? SORTS : SORTS.filter(({ value }) => value !== 'text');
  return (
    <div className="output-filters" role="group" aria-label="Filter and sort videos">
      {parts.map(({ part, label, any }) => (
        <div key={part} className="output-filters__field">
          <Label htmlFor={`${id}-${part}`}>{label}</Label>
          <select id={`${id}-${part}`} className="output-filters__select" value={filters[part]} onChange={(event) => onFilter(part, event.target.value)}>
            <option value="">{any}</option>
            {partOptions(job, part).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="output-filters__field">
        <Label htmlFor={`${id}-sort`}>Sort by</Label>
        <select id={`${id}-sort`} className="output-filters__select" value={sort} onChange={(event) => onSort(event.target.value as MatrixSort)}>
          {sorts.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
