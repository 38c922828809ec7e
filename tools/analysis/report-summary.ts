import type { AnalysisReport } from '@reelmix/contracts';
import { formatCount, formatMoney, METRIC_NAMES, SECTIONS } from './report-format';

/*
 * The few lines the CLI prints without --json: how well the export matched the bundle (the first
 * thing to check when a verdict looks wrong) and each section's verdict in one sentence.
 */

/** Enough names to recognise a naming problem without flooding the terminal. */
const NAMES_SHOWN = 5;

const SOURCE_NAMES: Readonly<Record<AnalysisReport['source'], string>> = { meta: 'Meta', tiktok: 'TikTok', custom: 'mapped columns' };

export function reportSummary(report: AnalysisReport): string {
  const { matching, totals } = report;
  const lines = [
    `Export (${SOURCE_NAMES[report.source]}): ${formatCount(matching.matchedRows)} of ${formatCount(matching.rows)} rows matched an output of the bundle; ` +
      `${formatCount(totals.impressions)} impressions, ${formatCount(totals.clicks)} clicks, ${formatCount(totals.results)} results, ${formatMoney(totals.spend, report.currency)} spent`,
  ];
  if (matching.unmatchedRows.length > 0) lines.push(`Rows matching no output (${formatCount(matching.unmatchedRows.length)}): ${listed(matching.unmatchedRows)}`);
  if (matching.outputsWithoutRows.length > 0) {
    lines.push(`Outputs with no row (${formatCount(matching.outputsWithoutRows.length)}): ${listed(matching.outputsWithoutRows)}`);
  }
  lines.push(`Verdicts on ${METRIC_NAMES[report.metric]}:`);
  const width = Math.max(...SECTIONS.map((section) => section.length));
  for (const section of SECTIONS) lines.push(`  ${section.padEnd(width)}  ${report.sections[section].verdict.summary}`);
  return lines.join('\n');
}

function listed(names: readonly string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).map((name) => JSON.stringify(name));
  return names.length > NAMES_SHOWN ? `${shown.join(', ')} and ${formatCount(names.length - NAMES_SHOWN)} more` : shown.join(', ');
}
