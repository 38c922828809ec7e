import type { AnalysisReport } from '@reelmix/contracts';
import { escapeHtml } from './html-escape';
import { formatPercent, formatRate } from './report-format';

/*
 * Hooks x bodies as an HTML table whose cells are coloured by the pair's CTR, from pale (the
 * lowest pair) to dark blue (the highest), with the scale beside it: a pair that works only
 * together shows as one dark cell in a pale row.
 */

const PALE = [239, 246, 255] as const;
const DARK = [8, 48, 107] as const;

export function heatMapHtml(heatMap: AnalysisReport['hookBodyCtr']): string {
  const values = heatMap.cells.flat().flatMap((cell) => (cell?.value == null ? [] : [cell.value]));
  if (values.length === 0) return '<p class="muted">No hook and body pair has impressions.</p>';
  const low = Math.min(...values);
  const high = Math.max(...values);
  const share = (value: number) => (high === low ? 1 : (value - low) / (high - low));

  const head = `<tr><th>hook \\ body</th>${heatMap.bodies.map((body) => `<th>${escapeHtml(body)}</th>`).join('')}</tr>`;
  const rows = heatMap.hooks.map((hook, i) => {
    const cells = heatMap.bodies.map((_, j) => {
      const cell = heatMap.cells[i]?.[j] ?? null;
      if (cell === null || cell.value === null) return '<td class="empty">no ads</td>';
      const t = share(cell.value);
      // Dark cells take white text so the figure stays readable.
      const ink = t > 0.55 ? '#fff' : '#111';
      return `<td style="background:${colour(t)};color:${ink}" title="${escapeHtml(formatRate(cell))}">${formatPercent(cell.value)}</td>`;
    });
    return `<tr><th>${escapeHtml(hook)}</th>${cells.join('')}</tr>`;
  });
  const scale =
    '<svg xmlns="http://www.w3.org/2000/svg" width="260" height="34" viewBox="0 0 260 34" role="img" aria-label="colour scale">' +
    `<defs><linearGradient id="heat-scale"><stop offset="0" stop-color="${colour(0)}"/><stop offset="1" stop-color="${colour(1)}"/></linearGradient></defs>` +
    '<rect x="0" y="0" width="260" height="14" fill="url(#heat-scale)" stroke="#ccc"/>' +
    `<text x="0" y="30" class="muted">${formatPercent(low)}</text><text x="260" y="30" text-anchor="end" class="muted">${formatPercent(high)}</text></svg>`;
  return `<table class="heat">${head}${rows.join('')}</table><div class="scale">CTR ${scale}</div>`;
}

/** The colour at `t` from 0 (pale) to 1 (dark), mixed per channel. */
export function colour(t: number): string {
  const mix = PALE.map((pale, i) => Math.round(pale + (DARK[i]! - pale) * Math.min(1, Math.max(0, t))));
  return `rgb(${mix.join(',')})`;
}
