import type { AnalysisReport } from '@reelmix/contracts/browser';
import { useId } from 'react';
import { formatPercent } from './format-figures';
import { heatBackground, heatForeground, heatShare } from './heat-colour';
import { TableScroll } from '../../components/table-scroll';

/**
 * CTR of every hook with every body, as a table whose cells are shaded by CTR: a hook that only
 * works with one body shows as a single dark cell rather than disappearing in the hook's average.
 */
export function HookBodyHeatMap({ grid }: { grid: AnalysisReport['hookBodyCtr'] }) {
  const headingId = useId();
  const values = grid.cells.flat().flatMap((cell) => (cell?.value == null ? [] : [cell.value]));
  const min = Math.min(...values);
  const max = Math.max(...values);
  return (
    <section className="read-back-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="read-back-section__title">
        Hooks × Bodies
      </h2>
      <p className="read-back-note">Darker cells have a higher CTR. A dash marks a pair no ad ran with.</p>
      <TableScroll label="CTR of each hook with each body">
        <table className="read-back-table read-back-heat-map">
          <caption>CTR of each hook with each body</caption>
          <thead>
            <tr>
              <td />
              {grid.bodies.map((body) => (
                <th key={body} scope="col">
                  {body}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.hooks.map((hook, row) => (
              <tr key={hook}>
                <th scope="row">{hook}</th>
                {grid.bodies.map((body, column) => {
                  const cell = grid.cells[row]?.[column] ?? null;
                  if (cell === null || cell.value === null) {
                    return (
                      <td key={body} className="read-back-heat-map__empty">
                        <span aria-hidden="true">–</span>
                        <span className="rm-visually-hidden">No ads</span>
                      </td>
                    );
                  }
                  const share = heatShare(cell.value, min, max);
                  return (
                    <td key={body} style={{ background: heatBackground(share), color: heatForeground(share) }}>
                      {formatPercent(cell.value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
