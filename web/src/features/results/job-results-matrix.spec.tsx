import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app-providers';
import { JobCard } from '../dashboard/job-card';
import { JobResults } from '../jobs/job-results';
import { buildJobView, JOB_ID, outputPaths } from '../jobs/job-view.builder';
import { matrixJob } from './matrix-job.builder';

const shownNames = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.querySelector('.job-result__name')?.textContent);

describe('job results as a matrix', () => {
  it('names the sources of every output and offers them as filter choices', () => {
    render(<JobResults job={matrixJob()} />);

    const winter = screen.getByRole('checkbox', { name: 'Select winter_9x16.mp4' }).closest('li') as HTMLElement;
    expect(within(winter).getByText('summer-hook.mp4 / body.mp4 / cta.mp4')).toBeInTheDocument();
    const hook = screen.getByRole('combobox', { name: 'Hook' });
    expect(within(hook).getAllByRole('option').map((option) => option.textContent)).toEqual(['All hooks', 'H1 · hook-1.mp4', 'H2 · summer-hook.mp4']);
    expect(within(screen.getByRole('combobox', { name: 'Placement' })).getByRole('option', { name: '4:5' })).toBeInTheDocument();
  });

  it("names a part by the label the customer gave its clip in the library, a part without one by its file name", () => {
    render(<JobResults job={matrixJob({ clipLabels: { intro: [null, 'UGC Sarah v3'], body: ['Demo'], cta: [null] } })} />);

    const winter = screen.getByRole('checkbox', { name: 'Select winter_9x16.mp4' }).closest('li') as HTMLElement;
    expect(within(winter).getByText('UGC Sarah v3 / Demo / cta.mp4')).toBeInTheDocument();
    const hook = screen.getByRole('combobox', { name: 'Hook' });
    expect(within(hook).getAllByRole('option').map((option) => option.textContent)).toEqual(['All hooks', 'H1 · hook-1.mp4', 'H2 · UGC Sarah v3']);
  });

  it('filters by hook, body, CTA and placement', async () => {
    const user = userEvent.setup();
    render(<JobResults job={matrixJob()} />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Hook' }), 'H2 · summer-hook.mp4');
    expect(shownNames()).toEqual(['winter_9x16.mp4', 'winter_4x5.mp4']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Placement' }), '4:5');
    expect(shownNames()).toEqual(['winter_4x5.mp4']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hook' }), 'All hooks');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Body' }), 'B1 · body.mp4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'CTA' }), 'C1 · cta.mp4');
    expect(shownNames()).toEqual(['autumn_4x5.mp4', 'winter_4x5.mp4']);
  });

  it('says so when no output matches', async () => {
    const user = userEvent.setup();
    const job = matrixJob({ ctaVideos: ['cta.mp4', 'cta-2.mp4'] });
    render(<JobResults job={job} />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'CTA' }), 'C2 · cta-2.mp4');
    expect(screen.getByText('No videos match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all shown' })).toBeDisabled();
  });

  it('sorts by placement or name, in the listed order until asked', async () => {
    const user = userEvent.setup();
    render(<JobResults job={matrixJob()} />);

    expect(shownNames()).toEqual(['autumn_9x16.mp4', 'autumn_4x5.mp4', 'winter_9x16.mp4', 'winter_4x5.mp4']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Placement');
    expect(shownNames()).toEqual(['autumn_9x16.mp4', 'winter_9x16.mp4', 'autumn_4x5.mp4', 'winter_4x5.mp4']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name');
    expect(shownNames()).toEqual(['autumn_4x5.mp4', 'autumn_9x16.mp4', 'winter_4x5.mp4', 'winter_9x16.mp4']);
  });

  it('counts the selection and downloads just those files, in the job order', async () => {
    const user = userEvent.setup();
    render(<JobResults job={matrixJob()} />);

    expect(screen.getByRole('button', { name: 'Download selected (0)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select winter_4x5.mp4' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select autumn_9x16.mp4' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download selected (2)' })).toHaveAttribute(
      'href',
      `/api/jobs/${JOB_ID}/download?files=autumn_9x16.mp4,winter_4x5.mp4`,
    );

    await user.click(screen.getByRole('checkbox', { name: 'Select autumn_9x16.mp4' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download all videos as a zip' })).toHaveAttribute('href', `/api/jobs/${JOB_ID}/download`);
  });

  it('selects all shown outputs, keeping what was picked under another filter', async () => {
    const user = userEvent.setup();
    render(<JobResults job={matrixJob()} />);

    await user.click(screen.getByRole('checkbox', { name: 'Select autumn_9x16.mp4' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Placement' }), '4:5');
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(screen.getByRole('checkbox', { name: 'Select all shown' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Download selected (3)' })).toHaveAttribute(
      'href',
      `/api/jobs/${JOB_ID}/download?files=autumn_9x16.mp4,autumn_4x5.mp4,winter_4x5.mp4`,
    );

    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('keeps the plain list when the server does not describe its outputs', () => {
    render(<JobResults job={buildJobView({ status: 'completed', outputVideos: outputPaths() })} />);

    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download selected/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download all videos as a zip' })).toBeInTheDocument();
  });

  it('names the sources while processing, with filters and selection waiting for the finished set', () => {
    const job = matrixJob();
    render(<JobResults job={{ ...job, status: 'processing', outputVideos: job.outputVideos.slice(0, 1) }} />);

    expect(screen.getByText('hook-1.mp4 / body.mp4 / cta.mp4')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('gives a history card the same filters and selection', () => {
    // A finished card links to adding clips and renames its job, so it needs the app's providers and a router.
    render(
      <AppProviders>
        <MemoryRouter>
          <JobCard job={matrixJob({ isPaid: true })} />
        </MemoryRouter>
      </AppProviders>,
    );

    const card = screen.getByRole('article');
    expect(within(card).getByRole('combobox', { name: 'Hook' })).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: 'Select autumn_4x5.mp4' })).toBeInTheDocument();
    expect(within(card).getAllByText('summer-hook.mp4 / body.mp4 / cta.mp4')).toHaveLength(2);
  });
});
