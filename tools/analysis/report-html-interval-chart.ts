import type { PartFigures, VerdictMetric } from '@reelmix/contracts';
import { escapeHtml } from './html-escape';
import { formatPercent, formatRate, METRIC_NAMES, metricRate } from './report-format';

/*
 * One section's parts on the verdict's metric as an inline SVG: a dot at each part's rate and a
 * whisker over its 95% interval, on one shared axis from 0, so overlapping whiskers show at a
 * glance why a verdict says there is not enough data yet.
 */

const LABEL_WIDTH = 180;
const PLOT_WIDTH = 360;
const VALUE_WIDTH = 170;
const ROW_HEIGHT = 26;
const AXIS_HEIGHT = 28;
const TICKS = 4;

export function intervalChartSvg(parts: readonly PartFigures[], metric: VerdictMetric): string {
  const rates = parts.map((part) => metricRate(part, metric));
  const top = niceCeiling(Math.max(0, ...rates.map((rate) => rate.high ?? rate.value ?? 0)));
  const x = (value: number) => LABEL_WIDTH + (top === 0 ? 0 : (value / top) * PLOT_WIDTH);
  const width = LABEL_WIDTH + PLOT_WIDTH + VALUE_WIDTH;
  const height = parts.length * ROW_HEIGHT + AXIS_HEIGHT;

  const rows = parts.map((part, i) => {
    const rate = rates[i]!;
    const y = i * ROW_HEIGHT + ROW_HEIGHT / 2;
    const label = `<text x="${LABEL_WIDTH - 8}" y="${y + 4}" text-anchor="end">${escapeHtml(truncate(part.name))}</text>`;
    if (rate.value === null) return `${label}<text x="${LABEL_WIDTH}" y="${y + 4}" class="muted">no impressions</text>`;
    const whisker =
      rate.low === null || rate.high === null
        ? ''
        : `<line x1="${x(rate.low).toFixed(1)}" x2="${x(rate.high).toFixed(1)}" y1="${y}" y2="${y}" class="whisker"/>` +
          `<line x1="${x(rate.low).toFixed(1)}" x2="${x(rate.low).toFixed(1)}" y1="${y - 5}" y2="${y + 5}" class="whisker"/>` +
          `<line x1="${x(rate.high).toFixed(1)}" x2="${x(rate.high).toFixed(1)}" y1="${y - 5}" y2="${y + 5}" class="whisker"/>`;
    const dot = `<circle cx="${x(rate.value).toFixed(1)}" cy="${y}" r="4.5" class="dot"><title>${escapeHtml(`${part.name}: ${formatRate(rate)}`)}</title></circle>`;
    const value = `<text x="${LABEL_WIDTH + PLOT_WIDTH + 10}" y="${y + 4}">${escapeHtml(formatRate(rate))}</text>`;
    return label + whisker + dot + value;
  });

  const axisY = parts.length * ROW_HEIGHT + 4;
  const ticks = Array.from({ length: TICKS + 1 }, (_, i) => {
    const value = (top * i) / TICKS;
    const tickX = x(value).toFixed(1);
    return `<line x1="${tickX}" x2="${tickX}" y1="0" y2="${axisY}" class="grid"/><text x="${tickX}" y="${axisY + 16}" text-anchor="middle" class="muted">${formatPercent(value)}</text>`;
  });

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" ` +
    `aria-label="${escapeHtml(`${METRIC_NAMES[metric]} of each part with its 95% interval`)}">${ticks.join('')}${rows.join('')}</svg>`
  );
}

/** The axis' end: the largest upper bound rounded up to 1, 2 or 5 times a power of ten. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((multiple) => multiple * power >= value)!;
  return step * power;
}

/** Long ad-platform names would push the plot off the chart; the table below has them whole. */
function truncate(name: string): string {
  return name.length > 28 ? `${name.slice(0, 27)}…` : name;
}
