import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAnalysisReport, buildAnalysisReportWithTexts } from './analysis-report.builder';
import { AnalysisReportView } from './analysis-report-view';
import { buildJobReportSummary } from './job-report.builder';
import { keptWinners } from './kept-report-winners';

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('a report of a job with texts', () => {
  it('lists the texts right after the hooks, with their verdict, chart and figures', () => {
    render(<AnalysisReportView report={buildAnalysisReportWithTexts()} />);

    expect(sectionTitles()).toEqual(['Verdict', 'Matching', 'Hooks', 'Texts', 'Bodies', 'CTAs', 'Placements', 'Hooks × Bodies']);
    const texts = within(screen.getByRole('region', { name: 'Texts' }));
    expect(texts.getByText('Winner:')).toHaveTextContent('Winner: derm');
    expect(texts.getByRole('figure', { name: 'CTR by text, with 95% intervals' })).toBeInTheDocument();
    const table = texts.getByRole('table', { name: 'Texts: figures with 95% intervals' });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Text');
    expect(within(table).getByRole('row', { name: /^derm \(winner\)/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Stop scrolling if you have dry skin/ })).toBeInTheDocument();
  });

  it('gives the text its line in the verdict, between hook and body', () => {
    render(<AnalysisReportView report={buildAnalysisReportWithTexts()} />);

    const verdict = within(screen.getByRole('region', { name: 'Verdict' }));
    expect(verdict.getAllByRole('term').map((term) => term.textContent)).toEqual(['Hook', 'Text', 'Body', 'CTA', 'Placement']);
    expect(verdict.getByText('derm wins')).toBeInTheDocument();
  });

  it('says only one text ran when the job drew a single one', () => {
    const report = buildAnalysisReportWithTexts();
    const only = report.sections.text!.parts[0]!;
    const text = { winner: null, verdict: { kind: 'single-part' as const, metric: 'ctr' as const, summary: 'Every ad used the one text.' }, parts: [only] };
    render(<AnalysisReportView report={{ ...report, sections: { ...report.sections, text } }} />);

    expect(within(screen.getByRole('region', { name: 'Verdict' })).getByText('Only one text ran')).toBeInTheDocument();
  });

  it('shows no text section for a job without texts', () => {
    render(<AnalysisReportView report={buildAnalysisReport()} />);

    expect(screen.queryByRole('region', { name: 'Texts' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Verdict' })).getAllByRole('term')).toHaveLength(4);
  });
});

describe('the winners of a kept report', () => {
  it('name the winning text after the hook, and leave it out where the report has none', () => {
    const withText = buildJobReportSummary({ winners: { hook: 'hook-2.mp4', text: 'derm', body: null, cta: null, placement: '9:16' } });
    expect(keptWinners(withText)).toEqual([
      { section: 'hook', part: 'Hook', name: 'hook-2.mp4' },
      { section: 'text', part: 'Text', name: 'derm' },
      { section: 'placement', part: 'Placement', name: '9:16' },
    ]);
    expect(keptWinners(buildJobReportSummary()).map((winner) => winner.section)).toEqual(['hook']);
  });
});
