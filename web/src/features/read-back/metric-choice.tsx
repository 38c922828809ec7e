import type { VerdictMetric } from '@reelmix/contracts/browser';
import { useId } from 'react';
import { METRIC_HINTS, METRIC_LABELS } from './report-labels';

const METRICS: readonly VerdictMetric[] = ['ctr', 'hookRate', 'conversionRate'];

/** What the verdicts and charts compare parts on; changing it reads the export again. */
export function MetricChoice({ value, onChange }: { value: VerdictMetric; onChange: (metric: VerdictMetric) => void }) {
  const name = useId();
  return (
    <fieldset className="read-back-metric">
      <legend>Compare on</legend>
      {METRICS.map((metric) => (
        <label key={metric} className="read-back-metric__option">
          <input type="radio" name={name} value={metric} checked={value === metric} onChange={() => onChange(metric)} />
          <span>
            {METRIC_LABELS[metric]} <span className="read-back-metric__hint">({METRIC_HINTS[metric]})</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
