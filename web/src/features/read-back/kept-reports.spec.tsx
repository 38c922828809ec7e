import { ADS_EXPORT_LIMITS, ADS_EXPORT_TOO_LARGE, TOO_MANY_REPORTS } from '@reelmix/contracts/browser';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildJobReportSummary, buildJobReportView } from './job-report.builder';
import { importExport, META_EXPORT, openResults, OTHER_EXPORT, region, REPORTS_PATH, SAVED_REPORT_ID } from './read-results.fixture';

const keptList = () => within(screen.getByRole('region', { name: 'Reports kept for this job' }));
const keptItem = (name: string) => within(keptList().getByRole('listitem', { name }));
/** The hooks chart, named by the metric it compares on; waits for a report to be opened. */
const findHookChart = async (metric: string) =>
  within(await screen.findByRole('region', { name: 'Hooks' })).getByRole('figure', { name: `${metric} by hook, with 95% intervals` });

/** An answer the test gives when it is ready, to see what shows meanwhile. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const LATEST = buildJobReportSummary({ id: 'report-2', fileName: 'week-2.csv', metric: 'hookRate', createdAt: '2026-03-11T09:30:00.000Z' });
const OLDER = buildJobReportSummary({ id: 'report-1', fileName: 'week-1.csv', winners: { hook: null, body: null, cta: null, placement: null } });

/** A job that keeps two reports, each answering with the Meta export read its own way. */
function openWithKeptReports(routes: Parameters<typeof openResults>[0] = {}) {
  return openResults({
    [`GET ${REPORTS_PATH}`]: { body: [LATEST, OLDER] },
    [`GET ${REPORTS_PATH}/report-2`]: { body: buildJobReportView({ ...LATEST, csv: META_EXPORT }) },
    [`GET ${REPORTS_PATH}/report-1`]: { body: buildJobReportView({ ...OLDER, csv: META_EXPORT }) },
    ...routes,
  });
}

describe('reports kept with a job', () => {
  it('keeps a newly read export with the job, saying so while it is saved', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const { api } = openResults({ [`POST ${REPORTS_PATH}`]: () => answer.promise });
    await importExport(META_EXPORT, 'week-1.csv');

    expect(await screen.findByText('Saving the report with this job…')).toBeInTheDocument();
    const [call] = api.callsTo(`POST ${REPORTS_PATH}`);
    const form = call.body as FormData;
    expect((form.get('export') as File).name).toBe('week-1.csv');
    expect(form.get('metric')).toBe('ctr');
    expect(form.get('mapping')).toBeNull();

    api.on(`GET ${REPORTS_PATH}`, { body: [buildJobReportSummary({ id: SAVED_REPORT_ID, fileName: 'week-1.csv' })] });
    await act(async () => answer.resolve({ status: 201, body: buildJobReportView({ id: SAVED_REPORT_ID, fileName: 'week-1.csv' }) }));

    expect(await screen.findByText('Kept with this job')).toBeInTheDocument();
    expect(await keptList().findByRole('listitem', { name: 'week-1.csv' })).toHaveAttribute('aria-current', 'true');
    expect(api.callsTo(`POST ${REPORTS_PATH}`)).toHaveLength(1);
  });

  it('keeps an unrecognised export once its columns are chosen, with that mapping', async () => {
    const user = userEvent.setup();
    const { api } = openResults();
    await importExport(OTHER_EXPORT);
    expect(api.callsTo(`POST ${REPORTS_PATH}`)).toHaveLength(0);

    const mapping = region('Choose the columns');
    await user.selectOptions(mapping.getByRole('combobox', { name: 'Impressions (required)' }), 'Shown');
    await user.click(mapping.getByRole('button', { name: 'Read with these columns' }));

    expect(await screen.findByText('Kept with this job')).toBeInTheDocument();
    const [call] = api.callsTo(`POST ${REPORTS_PATH}`);
    expect(JSON.parse((call.body as FormData).get('mapping') as string)).toMatchObject({ adName: 'Creative', impressions: 'Shown' });
  });

  it('shows the server’s refusal with a Retry that keeps it once the server accepts', async () => {
    const user = userEvent.setup();
    const { api } = openResults({ [`POST ${REPORTS_PATH}`]: { status: 409, body: { error: 'Conflict', message: TOO_MANY_REPORTS } } });
    await importExport(META_EXPORT);

    const refusal = await screen.findByText(/was not kept with this job/);
    expect(refusal).toHaveTextContent(TOO_MANY_REPORTS);
    // The report itself still shows: it was read in the browser.
    expect(region('Hooks').getByText('Winner:')).toHaveTextContent('hook-2.mp4');

    api.on(`POST ${REPORTS_PATH}`, { status: 201, body: buildJobReportView({ id: SAVED_REPORT_ID }) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Kept with this job')).toBeInTheDocument();
    expect(screen.queryByText(/was not kept/)).not.toBeInTheDocument();
    expect(api.callsTo(`POST ${REPORTS_PATH}`)).toHaveLength(2);
  });

  it('does not send an export larger than the server keeps', async () => {
    const { api } = openResults();
    await screen.findByRole('heading', { level: 1, name: 'Read Results' });
    const file = new File([META_EXPORT], 'everything.csv', { type: 'text/csv' });
    Object.defineProperty(file, 'size', { value: ADS_EXPORT_LIMITS.maxBytes + 1 });
    fireEvent.change(screen.getByLabelText('Ads Manager export file'), { target: { files: [file] } });

    expect(await screen.findByText(/was not kept with this job/)).toHaveTextContent(ADS_EXPORT_TOO_LARGE);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(api.callsTo(`POST ${REPORTS_PATH}`)).toHaveLength(0);
  });

  it('reads a kept report again on the server when another metric is chosen, once per change', async () => {
    const user = userEvent.setup();
    const { api } = openResults({ [`PATCH ${REPORTS_PATH}/${SAVED_REPORT_ID}`]: { body: buildJobReportView({ id: SAVED_REPORT_ID }) } });
    await importExport(META_EXPORT);
    await screen.findByText('Kept with this job');

    await user.click(screen.getByRole('radio', { name: /Hook rate/ }));

    await waitFor(() => expect(api.callsTo(`PATCH ${REPORTS_PATH}/${SAVED_REPORT_ID}`)).toHaveLength(1));
    expect(api.callsTo(`PATCH ${REPORTS_PATH}/${SAVED_REPORT_ID}`)[0].body).toEqual({ metric: 'hookRate' });
    expect(await screen.findByText('Kept with this job')).toBeInTheDocument();
    expect(api.callsTo(`PATCH ${REPORTS_PATH}/${SAVED_REPORT_ID}`)).toHaveLength(1);
    expect(api.callsTo(`POST ${REPORTS_PATH}`)).toHaveLength(1);
  });

  it('opens the latest kept report on arrival, read the way it was kept', async () => {
    const { api } = openWithKeptReports();

    expect(await findHookChart('Hook rate')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Hook rate/ })).toBeChecked();
    expect(region('Matching').getByText(/matched a video of this job/)).toHaveTextContent(/^week-2\.csv, read as/);
    expect(screen.queryByText(/^Reading week-2\.csv/)).not.toBeInTheDocument();
    expect(screen.getByText('Kept with this job')).toBeInTheDocument();

    expect(keptList().getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['week-2.csv', 'week-1.csv']);
    expect(keptList().getByRole('listitem', { name: 'week-2.csv' })).toHaveAttribute('aria-current', 'true');
    expect(keptItem('week-2.csv').getByText(/rows matched/)).toHaveTextContent('4 of 5 rows matched');
    expect(keptItem('week-2.csv').getByText('Hook: hook-2.mp4')).toBeInTheDocument();
    expect(keptItem('week-1.csv').getByText('No winner yet')).toBeInTheDocument();
    // Opening a kept report changes nothing on the server.
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('opens another kept report from the list', async () => {
    const user = userEvent.setup();
    openWithKeptReports();
    await findHookChart('Hook rate');

    await user.click(keptItem('week-1.csv').getByRole('button', { name: 'Open' }));

    await waitFor(async () => expect(await findHookChart('CTR')).toBeInTheDocument());
    expect(region('Matching').getByText(/matched a video of this job/)).toHaveTextContent(/^week-1\.csv, read as/);
    expect(keptList().getByRole('listitem', { name: 'week-1.csv' })).toHaveAttribute('aria-current', 'true');
    expect(keptList().getByRole('listitem', { name: 'week-2.csv' })).not.toHaveAttribute('aria-current');
  });

  it('deletes a kept report once confirmed, leaving the page empty when it was the one shown', async () => {
    const user = userEvent.setup();
    const { api } = openWithKeptReports({ [`DELETE ${REPORTS_PATH}/report-2`]: { status: 204 } });
    await findHookChart('Hook rate');

    await user.click(keptItem('week-2.csv').getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete report' }));
    expect(dialog.getByText(/Delete the report of week-2\.csv\?/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`DELETE ${REPORTS_PATH}/report-2`)).toHaveLength(0);

    api.on(`GET ${REPORTS_PATH}`, { body: [OLDER] });
    await user.click(keptItem('week-2.csv').getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete report' })).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(keptList().queryByRole('listitem', { name: 'week-2.csv' })).not.toBeInTheDocument());
    expect(api.callsTo(`DELETE ${REPORTS_PATH}/report-2`)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Hooks' })).not.toBeInTheDocument();
    expect(screen.queryByText('Kept with this job')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
