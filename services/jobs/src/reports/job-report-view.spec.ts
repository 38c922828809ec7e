import type { AnalysisReport, SectionReport } from '@reelmix/contracts';
import type { JobReport } from './job-report.entity';
import { figuresOf, toJobReportSummary, toJobReportView, winnersOf } from './job-report-view';

const section = (winner: string | null): SectionReport => ({
  winner,
  verdict: { kind: 'single-part', metric: 'ctr', summary: '' },
  parts: [],
});

const report = {
  source: 'meta',
  currency: 'USD',
  metric: 'ctr',
  matching: { rows: 5, matchedRows: 4, unmatchedRows: ['Spare ad'], outputsWithoutRows: [] },
  totals: { spend: 1, impressions: 1, clicks: 1, results: 0, hookViews: null },
  sections: { hook: section('hook2.mp4'), body: section(null), cta: section('cta.mp4'), placement: section(null) },
  hookBodyCtr: { hooks: [], bodies: [], cells: [] },
} as AnalysisReport;

const row: JobReport = {
  id: '33333333-3333-4333-8333-333333333333',
  jobId: '11111111-1111-4111-8111-111111111111',
  userId: '22222222-2222-4222-8222-222222222222',
  fileName: 'export.csv',
  metric: 'ctr',
  mapping: null,
  csv: 'Ad name,Impressions',
  report,
  ...figuresOf(report),
  createdAt: new Date('2026-11-26T10:00:00Z'),
  updatedAt: new Date('2026-11-26T11:00:00Z'),
};

describe('a kept report as lists and views show it', () => {
  it("names each section's winner, or null where the evidence named none", () => {
    expect(winnersOf(report)).toEqual({ hook: 'hook2.mp4', body: null, cta: 'cta.mp4', placement: null });
  });

  it('keeps the rows and matched rows of the matching beside the winners', () => {
    expect(figuresOf(report)).toEqual({ rows: 5, matchedRows: 4, winners: winnersOf(report) });
  });

  it('summarises without the export or the report, with ISO dates', () => {
    const summary = toJobReportSummary(row);
    expect(summary).toEqual({
      id: row.id,
      jobId: row.jobId,
      fileName: 'export.csv',
      metric: 'ctr',
      createdAt: '2026-11-26T10:00:00.000Z',
      updatedAt: '2026-11-26T11:00:00.000Z',
      rows: 5,
      matchedRows: 4,
      winners: { hook: 'hook2.mp4', body: null, cta: 'cta.mp4', placement: null },
    });
    expect(summary).not.toHaveProperty('csv');
    expect(summary).not.toHaveProperty('userId');
  });

  it('shows the export, its mapping and the report in full', () => {
    expect(toJobReportView(row)).toEqual({ ...toJobReportSummary(row), mapping: null, csv: row.csv, report });
  });
});
