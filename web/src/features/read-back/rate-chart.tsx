import type { PartFigures, VerdictMetric } from '@reelmix/contracts/browser';
import { useId } from 'react';
import { chartRows } from './chart-rows';
import { formatLikelihood, formatPercent, formatRateWithInterval } from './format-figures';
import { METRIC_OUTCOMES } from './report-labels';

export interface RateChartProps {
  title: string;
  parts: readonly PartFigures[];
  metric: VerdictMetric;
  /** The section's winner, drawn in the primary colour. */
  winner: string | null;
}

/**
 * Each part's rate as a bar with its 95% interval as a whisker: overlapping whiskers are the
 * quickest way to see that two parts are not told apart yet. Drawn in HTML rather than SVG so a
 * part's name sits whole above its bar and wraps like text (file names run long, and an axis
 * column cut them off), and the rate, its interval and the effect in words are text beside it.
 */
export function RateChart({ title, parts, metric, winner }: RateChartProps) {
  const titleId = useId();
  const { rows, max } = chartRows(parts, metric);
  return (
    <figure className="read-back-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="read-back-chart__title">
        {title}
      </figcaption>
      {rows.length === 0 ? (
        <p className="read-back-note">No impressions to chart yet.</p>
      ) : (
        <>
          <ul className="read-back-rates">
            {rows.map((row) => (
              <li key={`${row.position}-${row.name}`} className={row.name === winner ? 'read-back-rate read-back-rate--winner' : 'read-back-rate'}>
                <p className="read-back-rate__label">
                  {row.name}
                  {row.name === winner ? <span className="read-back-rate__badge"> (winner)</span> : null}
                </p>
                <p className="read-back-rate__figure">{formatRateWithInterval(row.part[metric])}</p>
                <div className="read-back-rate__track" aria-hidden="true">
                  <span className="read-back-rate__bar" style={{ width: `${row.bar}%` }} />
                  <span className="read-back-rate__interval" style={{ left: `${row.intervalStart}%`, width: `${row.intervalEnd - row.intervalStart}%` }} />
                </div>
                {row.part.effect ? <p className="read-back-rate__effect">{formatLikelihood(row.part.effect, METRIC_OUTCOMES[metric])}</p> : null}
              </li>
            ))}
          </ul>
          <p className="read-back-rates__scale" aria-hidden="true">
            <span>0%</span>
            <span>{formatPercent(max)}</span>
          </p>
        </>
      )}
    </figure>
  );
}
