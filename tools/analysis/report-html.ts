import type { AnalysisReport, ReportSection, SectionReport } from '@reelmix/contracts';
import { escapeHtml } from './html-escape';
import { heatMapHtml } from './report-html-heat-map';
import { intervalChartSvg } from './report-html-interval-chart';
import {
  costInterval,
  DASH,
  effectInterval,
  formatCount,
  formatMoney,
  formatPercent,
  METRIC_NAMES,
  rateInterval,
  SECTION_TITLES,
  SECTIONS,
} from './report-format';

/*
 * The report `--out` writes: one HTML file with its styles inline and charts as inline SVG, so it
 * opens from an e-mail attachment or a shared drive with no network and no script.
 */

export interface ReportPageInfo {
  /** The export's and manifest's file names, shown in the title area. */
  exportName: string;
  manifestName: string;
}

const STYLE = `
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #111; margin: 2rem auto; max-width: 1100px; padding: 0 1rem; }
h1 { font-size: 1.5rem; } h2 { margin-top: 2.5rem; border-bottom: 1px solid #ddd; padding-bottom: .3rem; }
table { border-collapse: collapse; margin: .8rem 0; } th, td { padding: .3rem .6rem; border-bottom: 1px solid #eee; text-align: right; white-space: nowrap; }
th:first-child, td:first-child { text-align: left; } thead th { background: #f6f8fa; }
.verdict { font-size: 1.05rem; padding: .6rem .8rem; border-left: 4px solid #2563eb; background: #f5f8ff; }
.verdict.pending { border-color: #d97706; background: #fffbeb; }
.winner td { font-weight: 600; } .ci { display: block; font-size: 11px; font-weight: 400; color: #666; } .muted { fill: #666; color: #666; } .chart text { font-size: 12px; }
.whisker { stroke: #2563eb; stroke-width: 2; } .dot { fill: #1e3a8a; } .grid { stroke: #e5e7eb; }
.heat td { text-align: center; min-width: 4.5rem; } .heat td.empty { color: #999; background: #fafafa; }
.scale { display: flex; gap: .6rem; align-items: center; } .scale text { font-size: 11px; }
ul.names { columns: 2; }
`;

export function reportHtml(report: AnalysisReport, info: ReportPageInfo): string {
  const metric = METRIC_NAMES[report.metric];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`Ad analysis: ${info.exportName}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(`Ad analysis: ${info.exportName}`)}</h1>
<p>${escapeHtml(`Against ${info.manifestName}. Verdicts compare parts on ${metric}; every rate is shown with its 95% interval.`)}</p>
${totalsHtml(report)}
${SECTIONS.map((section) => sectionHtml(section, report.sections[section], report)).join('\n')}
<h2>Hooks x bodies: CTR</h2>
${heatMapHtml(report.hookBodyCtr)}
${matchingHtml(report.matching)}
</body>
</html>
`;
}

function totalsHtml(report: AnalysisReport): string {
  const { totals, matching } = report;
  const hookViews = totals.hookViews === null ? '' : `, ${formatCount(totals.hookViews)} hook views`;
  return `<p>${escapeHtml(
    `${formatCount(matching.matchedRows)} of ${formatCount(matching.rows)} rows matched: ${formatMoney(totals.spend, report.currency)} spent, ` +
      `${formatCount(totals.impressions)} impressions, ${formatCount(totals.clicks)} clicks, ${formatCount(totals.results)} results${hookViews}.`,
  )}</p>`;
}

function sectionHtml(section: ReportSection, sectionReport: SectionReport, report: AnalysisReport): string {
  const { verdict, parts, winner } = sectionReport;
  const head =
    '<thead><tr><th>Part</th><th>Ads</th><th>Spend</th><th>Impressions</th><th>CTR</th><th>Hook rate</th><th>Conversion rate</th>' +
    '<th>Cost per result</th><th>Effect (odds ratio)</th></tr></thead>';
  const rows = parts.map((part) => {
    const cells: Array<[string, string | null]> = [
      [formatCount(part.ads), null],
      [formatMoney(part.spend, report.currency), null],
      [formatCount(part.impressions), null],
      [formatPercent(part.ctr.value), rateInterval(part.ctr)],
      [formatPercent(part.hookRate.value), rateInterval(part.hookRate)],
      [formatPercent(part.conversionRate.value), rateInterval(part.conversionRate)],
      [formatMoney(part.costPerResult.value, report.currency), costInterval(part.costPerResult)],
      [part.effect === null ? DASH : part.effect.oddsRatio.toFixed(2), effectInterval(part.effect)],
    ];
    return (
      `<tr${part.name === winner ? ' class="winner"' : ''}><td>${escapeHtml(part.name)}</td>` +
      cells.map(([value, interval]) => `<td>${escapeHtml(value)}${interval === null ? '' : `<span class="ci">${escapeHtml(interval)}</span>`}</td>`).join('') +
      '</tr>'
    );
  });
  return `<section id="${section}">
<h2>${SECTION_TITLES[section]}</h2>
<p class="verdict${verdict.kind === 'winner' ? '' : ' pending'}">${escapeHtml(verdict.summary)}</p>
${parts.length === 0 ? '<p class="muted">No parts.</p>' : intervalChartSvg(parts, report.metric)}
<table>${head}<tbody>${rows.join('')}</tbody></table>
<p class="muted">Below each figure its 95% interval. Effect: the odds of ${escapeHtml(METRIC_NAMES[report.metric])} against the section's average part, from one model of all ads; above 1 is better.</p>
</section>`;
}

function matchingHtml(matching: AnalysisReport['matching']): string {
  const problems: string[] = [];
  if (matching.unmatchedRows.length > 0) {
    problems.push(`<h3>${escapeHtml(`Rows matching no output (${formatCount(matching.unmatchedRows.length)})`)}</h3>${namesList(matching.unmatchedRows)}`);
  }
  if (matching.outputsWithoutRows.length > 0) {
    problems.push(`<h3>${escapeHtml(`Outputs with no row (${formatCount(matching.outputsWithoutRows.length)})`)}</h3>${namesList(matching.outputsWithoutRows)}`);
  }
  const body = problems.length === 0 ? '<p>Every row matched an output, and every output had rows.</p>' : problems.join('\n');
  return `<h2>Matching</h2>\n${body}`;
}

function namesList(names: readonly string[]): string {
  return `<ul class="names">${names.map((name) => `<li>${escapeHtml(name)}</li>`).join('')}</ul>`;
}
