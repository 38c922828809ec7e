import type { PartFigures, ReportSection, VerdictMetric } from '@reelmix/contracts/browser';
import { formatCostWithInterval, formatCount, formatLikelihood, formatMoney, formatOddsRatio, formatRateWithInterval } from './format-figures';
import { METRIC_LABELS, METRIC_OUTCOMES, SECTION_PART } from './report-labels';

export interface PartsTableProps {
  section: ReportSection;
  caption: string;
  parts: readonly PartFigures[];
  currency: string | null;
  metric: VerdictMetric;
  winner: string | null;
}

/** Every figure of each part of one section, with the 95% intervals the verdict is drawn from. */
export function PartsTable({ section, caption, parts, currency, metric, winner }: PartsTableProps) {
  return (
    <div className="read-back-table-wrap">
      <table className="read-back-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{SECTION_PART[section]}</th>
            <th scope="col">Ads</th>
            <th scope="col">Spend</th>
            <th scope="col">Impressions</th>
            <th scope="col">CTR</th>
            <th scope="col">Hook rate</th>
            <th scope="col">Conversion rate</th>
            <th scope="col">Cost per result</th>
            <th scope="col">Effect on {METRIC_LABELS[metric]} (odds ratio)</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={`${part.position}-${part.name}`} className={part.name === winner ? 'read-back-table__winner' : undefined}>
              <th scope="row">
                {part.name}
                {part.name === winner ? (
                  <>
                    {' '}
                    <span className="read-back-table__badge">(winner)</span>
                  </>
                ) : null}
              </th>
              <td>{formatCount(part.ads)}</td>
              <td>{formatMoney(part.spend, currency)}</td>
              <td>{formatCount(part.impressions)}</td>
              <td>{formatRateWithInterval(part.ctr)}</td>
              <td>{formatRateWithInterval(part.hookRate)}</td>
              <td>{formatRateWithInterval(part.conversionRate)}</td>
              <td>{formatCostWithInterval(part.costPerResult, currency)}</td>
              <td>
                {formatLikelihood(part.effect, METRIC_OUTCOMES[metric])}
                {part.effect ? <span className="read-back-table__odds"> {formatOddsRatio(part.effect)}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
