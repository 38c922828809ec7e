import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_ROWS_MATCHED_MESSAGE, NOT_A_CSV_EXPORT_MESSAGE } from '@reelmix/analysis';
import { describe, expect, it } from 'vitest';
import { mockApi, proCustomer } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { JOB_ID } from '../features/jobs/job-view.builder';
import {
  finishedJob,
  finishedJobWithTexts,
  HOOK_WINS_OVER_TEXTS_EXPORT,
  importExport,
  JOB_ROUTE,
  META_EXPORT,
  openResults,
  OTHER_EXPORT,
  PLACEMENT_EXPORT,
  region,
  REPORTS_PATH,
  RESULTS_PATH,
  TEXT_WINS_EXPORT,
} from '../features/read-back/read-results.fixture';

describe('reading a finished job’s results back', () => {
  it('is offered beside Add clips on a completed job of the history', async () => {
    mockApi({ 'GET /api/jobs/user': { body: [finishedJob({ isPaid: true })] } }, { signedIn: proCustomer() });
    renderRoute('/dashboard');

    const card = within(await screen.findByRole('article', { name: `Job ${JOB_ID}` }));
    expect(card.getByRole('link', { name: 'Read results' })).toHaveAttribute('href', RESULTS_PATH);
    expect(card.getByRole('link', { name: 'Add clips' })).toBeInTheDocument();
  });

  it('reads a Meta export in the browser and reports the winning hook, the matching and the grid', async () => {
    const { api } = openResults();
    await importExport(META_EXPORT);

    const hooks = region('Hooks');
    expect(await hooks.findByText('Winner:')).toHaveTextContent('Winner: hook-2.mp4');
    expect(within(hooks.getByRole('table')).getByRole('row', { name: /^hook-2\.mp4 \(winner\)/ })).toHaveTextContent('$500.00');
    expect(region('Bodies').getByText(/Only one body ran/)).toBeInTheDocument();

    const matching = region('Matching');
    expect(matching.getByText(/matched a video of this job/)).toHaveTextContent('Meta Ads Manager export. 4 of 5 rows matched');
    expect(matching.getByRole('list', { name: 'Rows that matched no video (1)' })).toHaveTextContent('Brand awareness always-on');

    const grid = screen.getByRole('table', { name: 'CTR of each hook with each body' });
    expect(within(grid).getByRole('row', { name: /^hook-2\.mp4/ })).toHaveTextContent('1.8%');
    // Read in the browser: the export goes to the server only to be kept with the job.
    // The names of other jobs' videos come along, so rows of another job are told apart here as on the server.
    // Whether the job was published to Meta is asked too, for its live results.
    const expected = ['GET /api/auth/me', JOB_ROUTE, 'GET /api/clips', `GET ${REPORTS_PATH}`, `GET ${REPORTS_PATH}/other-jobs-names`, `POST ${REPORTS_PATH}`, `${JOB_ROUTE}/publications`];
    expect(api.calls.map((call) => `${call.method} ${call.path}`).every((call) => expected.includes(call))).toBe(true);
  });

  it('reads the export again when another metric is chosen', async () => {
    const user = userEvent.setup();
    openResults();
    await importExport(META_EXPORT);
    await region('Hooks').findByRole('figure', { name: 'CTR by hook, with 95% intervals' });

    await user.click(screen.getByRole('radio', { name: /Hook rate/ }));

    expect(region('Hooks').getByRole('figure', { name: 'Hook rate by hook, with 95% intervals' })).toBeInTheDocument();
    expect(region('Hooks').getByRole('columnheader', { name: 'Effect on Hook rate (odds ratio)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Hook rate/ })).toBeChecked();
  });

  it('asks which column holds what when the export is not recognised, then reads it that way', async () => {
    const user = userEvent.setup();
    openResults();
    await importExport(OTHER_EXPORT);

    const mapping = region('Choose the columns');
    expect(mapping.getByText(/were not recognised/)).toBeInTheDocument();
    // The ad name column is guessed from its header; impressions have to be chosen.
    expect(mapping.getByRole('combobox', { name: 'Ad name (required)' })).toHaveValue('Creative');
    const submit = mapping.getByRole('button', { name: 'Read with these columns' });
    expect(submit).toBeDisabled();
    expect(within(mapping.getByRole('combobox', { name: 'Impressions (required)' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a column',
      'Creative',
      'Shown',
      'Spent',
      'Taps',
    ]);

    await user.selectOptions(mapping.getByRole('combobox', { name: 'Impressions (required)' }), 'Shown');
    await user.selectOptions(mapping.getByRole('combobox', { name: 'Clicks (optional)' }), 'Taps');
    await user.click(submit);

    expect(await screen.findByText(/read with your column mapping/)).toHaveTextContent('2 of 2 rows matched');
    expect(screen.queryByRole('region', { name: 'Choose the columns' })).not.toBeInTheDocument();
    expect(within(region('Hooks').getByRole('table')).getByRole('row', { name: /^hook-2\.mp4/ })).toHaveTextContent('1.8%');
  });

  it('lets the buyer choose the columns of a recognised export, starting from its own', async () => {
    const user = userEvent.setup();
    openResults();
    await importExport(META_EXPORT);
    await user.click(await screen.findByRole('button', { name: 'Choose columns' }));

    const mapping = region('Choose the columns');
    expect(mapping.getByRole('combobox', { name: 'Spend (optional)' })).toHaveValue('Amount spent (USD)');
    expect(mapping.getByRole('combobox', { name: 'Hook views (2- or 3-second views) (optional)' })).toHaveValue('3-second video plays');
    await user.selectOptions(mapping.getByRole('combobox', { name: 'Clicks (optional)' }), 'None');
    await user.click(mapping.getByRole('button', { name: 'Read with these columns' }));

    expect(await screen.findByText(/read with your column mapping/)).toBeInTheDocument();
    // Without the clicks column no click is counted, so hook-2's CTR is no longer 1.8%.
    const hookTwo = within(region('Hooks').getByRole('table')).getByRole('row', { name: /^hook-2\.mp4/ });
    expect(within(hookTwo).getAllByRole('cell')[0]).not.toHaveTextContent('1.8%');
  });

  it('says which file the report is about once, without a "Reading" line left beside it, and the effects in words', async () => {
    openResults();
    await importExport(META_EXPORT, 'meta_export.csv');

    expect(await region('Matching').findByText(/matched a video of this job/)).toHaveTextContent(
      'meta_export.csv, read as a Meta Ads Manager export. 4 of 5 rows matched a video of this job.',
    );
    expect(screen.queryByText(/^Reading meta_export\.csv/)).not.toBeInTheDocument();
    expect(within(region('Hooks').getByRole('table')).getByRole('row', { name: /^hook-2\.mp4/ })).toHaveTextContent(/\d\.\d\dx as likely to be clicked/);
  });

  it('says at once that a binary file named .csv is not a CSV export, offers no column mapping and keeps nothing', async () => {
    const { api } = openResults();
    await importExport('PK\u0003\u0004\u0014\u0000\u0006\u0000\b\u0000binary', 'meta_export.csv');

    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_A_CSV_EXPORT_MESSAGE);
    expect(screen.queryByRole('region', { name: 'Choose the columns' })).not.toBeInTheDocument();
    expect(api.callsTo(`POST ${REPORTS_PATH}`)).toHaveLength(0);
  });

  it('refuses an export none of whose rows match the job, keeping nothing and offering to choose the columns', async () => {
    const { api } = openResults();
    await importExport(['Ad name,Impressions,Link clicks', 'Spring sale,1000,10'].join('\n'));

    expect(await screen.findByRole('alert')).toHaveTextContent(NO_ROWS_MATCHED_MESSAGE);
    expect(screen.queryByRole('region', { name: 'Matching' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose columns' })).toBeInTheDocument();
    expect(api.callsTo(`POST ${REPORTS_PATH}`)).toHaveLength(0);
  });

  it('refuses a file that is not a CSV', async () => {
    openResults();
    await importExport('PK', 'export.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a CSV file');
  });

  it('starts a new job with the winning hook and the job’s other clips, chosen from the library', async () => {
    const user = userEvent.setup();
    const { router } = openResults();
    await importExport(META_EXPORT);

    const winners = region('Render the winners');
    expect(await winners.findByText(/Start a new job with the winning hook/)).toBeInTheDocument();
    await user.click(winners.getByRole('button', { name: 'Start a new job with the winners' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const intro = await screen.findByRole('list', { name: 'Chosen intro videos' });
    expect(within(intro).getAllByRole('listitem')).toHaveLength(1);
    expect(within(intro).getByText('hook-2.mp4')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Chosen body videos' })).getByText('body.mp4')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Chosen CTA videos' })).getByText('cta.mp4')).toBeInTheDocument();
    // No placement won, so the new job is rendered in this job's placements.
    expect(screen.getByRole('checkbox', { name: '9:16 (Stories, Reels)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '4:5 (Feed)' })).toBeChecked();
    // The job drew no texts, so neither does the new one.
    expect(within(screen.getByRole('group', { name: 'Text' })).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('chooses the winning placement alone for the new job', async () => {
    const user = userEvent.setup();
    const { router } = openResults();
    // 9:16 ads are clicked three times as often as 4:5 ones, and hook-2's three times as often as hook-1's.
    await importExport(PLACEMENT_EXPORT);

    const winners = region('Render the winners');
    expect(await winners.findByText('The winning placement, 9:16, is chosen for the new job.')).toBeInTheDocument();
    await user.click(await winners.findByRole('button', { name: 'Start a new job with the winners' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('checkbox', { name: '9:16 (Stories, Reels)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '4:5 (Feed)' })).not.toBeChecked();
  });

  it('starts a new job with the winning text, its label and the job’s text style when only the text won, keeping every clip', async () => {
    const user = userEvent.setup();
    const { router } = openResults({}, finishedJobWithTexts());
    await importExport(TEXT_WINS_EXPORT);

    const winners = region('Render the winners');
    expect(
      await winners.findByText(
        'Start a new job with the winning text, keeping all the clips of this job in the test. The clips come from your library, so nothing is uploaded again.',
      ),
    ).toBeInTheDocument();
    await user.click(winners.getByRole('button', { name: 'Start a new job with the winners' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const texts = within(await screen.findByRole('group', { name: 'Text' }));
    await waitFor(() => expect(texts.getAllByRole('textbox', { name: /^Text \d+$/ })).toHaveLength(1));
    expect(texts.getByRole('textbox', { name: 'Text 1' })).toHaveValue('Dermatologists hate this');
    expect(texts.getByRole('textbox', { name: 'Label of text 1' })).toHaveValue('derm');
    expect(within(screen.getByRole('list', { name: 'Chosen intro videos' })).getAllByRole('listitem')).toHaveLength(2);
    // 2 hooks x 1 text x 1 body x 1 CTA, in this job's one placement.
    expect(screen.getByText('2 combinations')).toBeInTheDocument();
    expect(screen.getByText(/2 videos in 1 placement/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose the text style' }));
    const style = within(screen.getByRole('group', { name: 'Text style' }));
    expect(within(style.getByRole('group', { name: 'Font' })).getByRole('radio', { name: 'Anton' })).toBeChecked();
    expect(within(style.getByRole('group', { name: 'Position' })).getByRole('radio', { name: 'Bottom' })).toBeChecked();
  });

  it('keeps every text of the job in the new job when no text won', async () => {
    const user = userEvent.setup();
    const { router } = openResults({}, finishedJobWithTexts());
    await importExport(HOOK_WINS_OVER_TEXTS_EXPORT);

    const winners = region('Render the winners');
    expect(await winners.findByText(/^Start a new job with the winning hook, keeping the other clips and the texts of this job in the test\./)).toBeInTheDocument();
    await user.click(winners.getByRole('button', { name: 'Start a new job with the winners' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const texts = within(await screen.findByRole('group', { name: 'Text' }));
    await waitFor(() => expect(texts.getAllByRole('textbox', { name: /^Text \d+$/ })).toHaveLength(2));
    expect(texts.getByRole('textbox', { name: 'Text 1' })).toHaveValue('Stop scrolling if you have dry skin');
    expect(texts.getByRole('textbox', { name: 'Label of text 2' })).toHaveValue('derm');
    expect(within(screen.getByRole('list', { name: 'Chosen intro videos' })).getByText('hook-2.mp4')).toBeInTheDocument();
    // 1 hook x 2 texts x 1 body x 1 CTA.
    expect(screen.getByText('2 combinations')).toBeInTheDocument();
  });

  it('offers adding clips to the job when the winners are no longer in the library', async () => {
    const user = userEvent.setup();
    const { router } = openResults({ 'GET /api/clips': { body: { clips: [] } } });
    await importExport(META_EXPORT);

    const winners = region('Render the winners');
    await user.click(await winners.findByRole('link', { name: 'Add clips to this job' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobs/${JOB_ID}/add`));
  });

  it('says so when the job is not in the history', async () => {
    openResults({ [JOB_ROUTE]: { status: 404, body: { error: 'Not found' } } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Job Not Found' })).toBeInTheDocument();
  });
});
