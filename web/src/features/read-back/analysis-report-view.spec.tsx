import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAnalysisReport, buildPart } from './analysis-report.builder';
import { AnalysisReportView } from './analysis-report-view';
import { FOLD_AFTER } from './collapsible-name-list';

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('the read-back report', () => {
  it('names the winner of a decided section and says how much more data an undecided one needs', () => {
    render(<AnalysisReportView report={buildAnalysisReport()} />);

    const hooks = section('Hooks');
    expect(hooks.getByText('Winner:')).toHaveTextContent('Winner: hook-2.mp4');
    expect(hooks.getByText('hook-2.mp4 has the highest CTR: 1.6% against 0.8%.')).toBeInTheDocument();

    const placements = section('Placements');
    expect(placements.getByText('No winner yet')).toBeInTheDocument();
    expect(placements.getByText(/Impressions still needed/)).toHaveTextContent('Impressions still needed: about 24,000');

    expect(section('Bodies').getByText('Every ad used body.mp4, so there is nothing to compare.')).toBeInTheDocument();
  });

  it('lists every figure of each part, formatted, with intervals and the effect', () => {
    render(<AnalysisReportView report={buildAnalysisReport()} />);

    const table = section('Hooks').getByRole('table', { name: 'Hooks: figures with 95% intervals' });
    const winnerRow = within(table).getByRole('row', { name: /^hook-2\.mp4 \(winner\)/ });
    const cells = within(winnerRow).getAllByRole('cell').map((cell) => cell.textContent);
    // Rates and the effect first, counts last: the figures a decision rests on lead.
    expect(cells).toEqual([
      '1.6% (1.4%–1.9%)',
      '30.0% (29.1%–30.9%)',
      '10.0% (5.8%–16.7%)',
      '$102.88 ($61.20–$180.40)',
      '1.35x as likely to be clicked ×1.35 (1.10–1.66)',
      '2',
      '$1,234.56',
      '10,000',
    ]);
    // A part the model could not separate, and a rate with nothing to divide by, read as a dash.
    expect(within(section('Bodies').getByRole('table')).getAllByRole('cell')[4]).toHaveTextContent('–');
    const portrait = within(section('Placements').getByRole('table')).getByRole('row', { name: /^4:5/ });
    expect(within(portrait).getAllByRole('cell')[1]).toHaveTextContent('–');
  });

  it('titles each chart by the metric, and formats plain amounts when the export named no currency', () => {
    render(<AnalysisReportView report={buildAnalysisReport({ currency: null, metric: 'hookRate' })} />);

    expect(section('Hooks').getByRole('figure', { name: 'Hook rate by hook, with 95% intervals' })).toBeInTheDocument();
    expect(within(section('Hooks').getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('1,234.56');
  });

  it('shades the hooks x bodies grid by CTR and marks pairs no ad ran with', () => {
    render(<AnalysisReportView report={buildAnalysisReport()} />);

    const grid = screen.getByRole('table', { name: 'CTR of each hook with each body' });
    const hookTwo = within(grid).getByRole('row', { name: /^hook-2\.mp4/ });
    const [ran, empty] = within(hookTwo).getAllByRole('cell');
    expect(ran).toHaveTextContent('1.6%');
    expect(ran.getAttribute('style')).toContain('color-mix');
    expect(empty).toHaveTextContent('No ads');
    expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['body.mp4', 'body-2.mp4']);
  });

  it('reports the matching, showing ad names as text', () => {
    render(<AnalysisReportView report={buildAnalysisReport()} />);

    let matching = section('Matching');
    expect(matching.getByText(/matched a video of this job/)).toHaveTextContent('Read as a Meta Ads Manager export. 3 of 4 rows matched a video of this job.');
    cleanup();
    render(<AnalysisReportView report={{ ...buildAnalysisReport(), source: 'custom' }} fileName="week-2.csv" />);
    expect(section('Matching').getByText(/matched a video of this job/)).toHaveTextContent('week-2.csv, read with your column mapping. 3 of 4 rows matched a video of this job.');
    cleanup();
    render(<AnalysisReportView report={buildAnalysisReport()} />);
    matching = section('Matching');
    expect(within(matching.getByRole('list', { name: 'Rows that matched no video (1)' })).getByRole('listitem')).toHaveTextContent(
      'Retargeting <b>test</b>',
    );
    expect(matching.getByRole('list', { name: 'Videos with no row (1)' })).toHaveTextContent('h2-b1-c1_4x5.mp4');
  });

  it('folds a long list of unmatched rows away until asked', async () => {
    const user = userEvent.setup();
    const names = Array.from({ length: FOLD_AFTER + 3 }, (_, index) => `Old ad ${index + 1}`);
    const report = buildAnalysisReport();
    render(<AnalysisReportView report={{ ...report, matching: { ...report.matching, unmatchedRows: names } }} />);

    const summary = screen.getByText(`Rows that matched no video (${names.length})`);
    const details = summary.closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    expect(within(screen.getByRole('list', { name: `Rows that matched no video (${names.length})` })).getAllByRole('listitem')).toHaveLength(names.length);
  });

  it('gives each effect in words as well as its odds ratio', () => {
    render(<AnalysisReportView report={buildAnalysisReport()} />);

    expect(within(section('Hooks').getByRole('table')).getByRole('row', { name: /^hook-2\.mp4/ })).toHaveTextContent('1.35x as likely to be clicked ×1.35 (1.10–1.66)');
  });

  it('keeps a part without impressions in the table even though the chart has nothing to draw', () => {
    const report = buildAnalysisReport();
    const silent = buildPart({ name: 'hook-3.mp4', position: 3, impressions: 0, ctr: { value: null, low: null, high: null }, effect: null });
    const hook = { ...report.sections.hook, parts: [...report.sections.hook.parts, silent] };
    render(<AnalysisReportView report={{ ...report, sections: { ...report.sections, hook } }} />);

    expect(within(section('Hooks').getByRole('table')).getByRole('row', { name: /^hook-3\.mp4/ })).toHaveTextContent('0');
  });
});
