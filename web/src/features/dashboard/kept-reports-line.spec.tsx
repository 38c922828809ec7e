import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, proCustomer } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { buildJobReportSummary } from '../read-back/job-report.builder';
import { jobView, OUTPUTS_JOB_ID } from './job-view.fixture';
import { keptReportsLine } from './kept-reports-line';

const noWinner = { hook: null, body: null, cta: null, placement: null };

describe('the kept reports line of a history card', () => {
  it('counts the reports and names what the latest found', () => {
    const latest = buildJobReportSummary({ winners: { ...noWinner, hook: 'intro-2.mp4' } });
    expect(keptReportsLine({ count: 2, latest })).toBe('2 reports · latest: Hook intro-2.mp4 wins');
    expect(keptReportsLine({ count: 1, latest: buildJobReportSummary({ winners: noWinner }) })).toBe('1 report · latest: no winner yet');
    const twoWinners = buildJobReportSummary({ winners: { ...noWinner, hook: 'intro-2.mp4', placement: '9:16' } });
    expect(keptReportsLine({ count: 3, latest: twoWinners })).toBe('3 reports · latest: Hook intro-2.mp4 and Placement 9:16 win');
  });

  it('shows beside Read results on a job that keeps reports, and not on one that keeps none', async () => {
    const latest = buildJobReportSummary({ jobId: OUTPUTS_JOB_ID, winners: { ...noWinner, hook: 'intro-2.mp4' } });
    const kept = jobView({ reports: { count: 2, latest } });
    const none = jobView({ id: 'job-without-reports', reports: { count: 0, latest: null } });
    mockApi({ 'GET /api/jobs/user': { body: [kept, none] } }, { signedIn: proCustomer() });
    renderRoute('/dashboard');

    const card = within(await screen.findByRole('article', { name: `Job ${OUTPUTS_JOB_ID}` }));
    expect(card.getByText('2 reports · latest: Hook intro-2.mp4 wins')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Read results' })).toBeInTheDocument();

    const other = within(screen.getByRole('article', { name: 'Job job-without-reports' }));
    expect(other.getByRole('link', { name: 'Read results' })).toBeInTheDocument();
    expect(other.queryByText(/reports? ·/)).not.toBeInTheDocument();
  });
});
