import type { AnalysisSection, PartFigures, VerdictMetric } from '@reelmix/contracts/browser';
import type { ReactNode } from 'react';
import { costParts, type FigureParts, formatCount, formatLikelihood, formatMoney, formatOddsRatio, rateParts } from './format-figures';
import { METRIC_LABELS, METRIC_OUTCOMES, SECTION_PART } from './report-labels';
import { TableScroll } from '../../components/table-scroll';

export interface PartsTableProps {
  section: AnalysisSection;
  caption: string;
  parts: readonly PartFigures[];
  currency: string | null;
  metric: VerdictMetric;
  winner: string | null;
}

/** The figure, then its interval kept whole (on the next line when the column is narrow). */
function WithInterval({ value, interval }: FigureParts) {
  return (
    <>
      <span className="read-back-table__figure">{value}</span>
      {interval ? (
        <>
          {' '}
          <span className="read-back-table__figure">{interval}</span>
        </>
      ) : null}
    </>
  );
}

interface Column {
  header: string;
  className?: string;
  figure: (part: PartFigures) => ReactNode;
}

/**
 * The rates and the effect come first, the counts last: on a screen too narrow for every column
 * the figures a decision rests on are the ones in view.
 */
function columns(currency: string | null, metric: VerdictMetric): Column[] {
  return [
    { header: 'CTR', figure: (part) => <WithInterval {...rateParts(part.ctr)} /> },
    { header: 'Hook rate', figure: (part) => <WithInterval {...rateParts(part.hookRate)} /> },
    { header: 'Conversion rate', figure: (part) => <WithInterval {...rateParts(part.conversionRate)} /> },
    { header: 'Cost per result', figure: (part) => <WithInterval {...costParts(part.costPerResult, currency)} /> },
    {
      header: `Effect on ${METRIC_LABELS[metric]} (odds ratio)`,
      className: 'read-back-table__effect',
      figure: (part) => (
        <>
          {formatLikelihood(part.effect, METRIC_OUTCOMES[metric])}
          {part.effect ? <span className="read-back-table__odds"> {formatOddsRatio(part.effect)}</span> : null}
        </>
      ),
    },
    { header: 'Ads', figure: (part) => formatCount(part.ads) },
    { header: 'Spend', figure: (part) => formatMoney(part.spend, currency) },
    { header: 'Impressions', figure: (part) => formatCount(part.impressions) },
  ];
}

/**
 * Every figure of each part of one section, with the 95% intervals the verdict is drawn from. On a
 * phone each row reads as a card: the part's name whole on top, then each figure under its
 * column's name (the cell's data-label), so nothing waits past the screen's edge.
 */
export function PartsTable({ section, caption, parts, currency, metric, winner }: PartsTableProps) {
  const figures = columns(currency, metric);
  return (
    <TableScroll label={caption}>
      <table className="read-back-table read-back-parts">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{SECTION_PART[section]}</th>
            {figures.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={`${part.position}-${part.name}`} className={part.name === winner ? 'read-back-table__winner' : undefined}>
              <th scope="row" className="read-back-table__part">
                {part.name}
                {part.name === winner ? (
                  <>
                    {' '}
                    <span className="read-back-table__badge">(winner)</span>
                  </>
                ) : null}
              </th>
              {figures.map((column) => (
                <td key={column.header} data-label={column.header} className={column.className}>
                  {column.figure(part)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
