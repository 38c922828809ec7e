import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JobResults } from './job-results';
import { buildJobView, JOB_ID, outputPaths } from './job-view.builder';

describe('job results', () => {
  it('gives each output a player with an early-frame poster and a download named after its parts', () => {
    render(<JobResults job={buildJobView({ status: 'completed', outputVideos: outputPaths() })} />);

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const player = screen.getByLabelText('Preview of h1-b1-c1_9x16.mp4');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('src', `/api/videos/${JOB_ID}--h1-b1-c1_9x16.mp4#t=0.1`);

    const download = screen.getByRole('link', { name: 'Download h1-b1-c1_9x16.mp4' });
    expect(download).toHaveAttribute('href', `/api/videos/${JOB_ID}--h1-b1-c1_9x16.mp4`);
    expect(download).toHaveAttribute('download', 'h1-b1-c1_9x16.mp4');
  });

  it('offers one zip of every output', () => {
    render(<JobResults job={buildJobView({ status: 'completed', outputVideos: outputPaths() })} />);

    expect(screen.getByRole('link', { name: 'Download all videos as a zip' })).toHaveAttribute('href', `/api/jobs/${JOB_ID}/download`);
    expect(screen.getByText('4 videos ready')).toBeInTheDocument();
  });

  it('shows a large job a page at a time', async () => {
    const user = userEvent.setup();
    const outputs = Array.from({ length: 14 }, (_, index) => `/api/videos/${JOB_ID}--v${index + 1}_9x16.mp4`);
    render(<JobResults job={buildJobView({ status: 'completed', outputVideos: outputs })} />);

    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show more videos (2 more)' }));
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('lists the outputs a processing job already has, with their downloads but no zip yet', () => {
    render(<JobResults job={buildJobView({ status: 'processing', outputVideos: outputPaths().slice(0, 2) })} />);

    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 videos ready')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download h1-b1-c1_4x5.mp4' })).toHaveAttribute('download', 'h1-b1-c1_4x5.mp4');
    expect(screen.queryByRole('link', { name: /Download all/ })).not.toBeInTheDocument();
  });

  it('shows nothing for a processing job before its first output', () => {
    const { container } = render(<JobResults job={buildJobView({ status: 'processing' })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says so when a job produced nothing', () => {
    render(<JobResults job={buildJobView({ status: 'completed' })} />);
    expect(screen.getByText('No videos were produced for this job.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download all/ })).not.toBeInTheDocument();
  });
});
