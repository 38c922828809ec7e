import type { PartFigures, VerdictMetric } from '@reelmix/contracts/browser';
import { lazy, Suspense, useId } from 'react';
import { chartRows } from './chart-rows';

// The charting library is most of this page's weight, so it is fetched only when a report shows.
const RateBars = lazy(() => import('./rate-bars'));

export interface RateChartProps {
  title: string;
  parts: readonly PartFigures[];
  metric: VerdictMetric;
  /** The section's winner, drawn in the primary colour. */
  winner: string | null;
}

/**
 * Each part's rate as a horizontal bar with its 95% interval as an error bar: overlapping whiskers
 * are the quickest way to see that two parts are not told apart yet. The figure's caption names
 * the chart; the same numbers are in the table that follows, for anyone who cannot see it.
 */
export function RateChart({ title, parts, metric, winner }: RateChartProps) {
  const titleId = useId();
  const rows = chartRows(parts, metric);
  return (
    <figure className="read-back-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="read-back-chart__title">
        {title}
      </figcaption>
      {rows.length === 0 ? (
        <p className="read-back-note">No impressions to chart yet.</p>
      ) : (
        <Suspense fallback={<p className="read-back-note">Drawing the chart…</p>}>
          <RateBars title={title} rows={rows} winner={winner} />
        </Suspense>
      )}
    </figure>
  );
}
