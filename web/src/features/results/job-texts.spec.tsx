import type { JobView } from '@reelmix/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JobResults } from '../jobs/job-results';
import { outputPath } from '../jobs/job-view.builder';
import { matrixJob } from './matrix-job.builder';
import { describeOutputs, sortOutputs } from './output-matrix';

/** The matrix job with two texts drawn on its hooks: each hook's outputs come once per text. */
function jobWithTexts(): JobView {
  const made = [
    { fileName: 'dry_9x16.mp4', intro: 1, text: 1, placement: '9:16' },
    { fileName: 'derm_9x16.mp4', intro: 1, text: 2, placement: '9:16' },
    { fileName: 'dry-summer_9x16.mp4', intro: 2, text: 1, placement: '9:16' },
  ] as const;
  const outputs = made.map((entry) => ({ ...entry, path: outputPath(entry.fileName), body: 1, cta: 1 }));
  const texts = [{ text: 'Stop scrolling if you have dry skin' }, { text: 'Dermatologists hate this', label: 'derm' }];
  return matrixJob({ outputVideos: outputs.map((entry) => entry.path), outputs, texts });
}

const shownNames = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.querySelector('.job-result__name')?.textContent);

describe('results of a job with texts', () => {
  it('names each output by its parts, the text by its label or else the text, after the hook', () => {
    render(<JobResults job={jobWithTexts()} />);

    const derm = screen.getByRole('checkbox', { name: 'Select derm_9x16.mp4' }).closest('li') as HTMLElement;
    expect(within(derm).getByText('hook-1.mp4 / derm / body.mp4 / cta.mp4')).toBeInTheDocument();
    const dry = screen.getByRole('checkbox', { name: 'Select dry-summer_9x16.mp4' }).closest('li') as HTMLElement;
    expect(within(dry).getByText('summer-hook.mp4 / Stop scrolling if you have dry skin / body.mp4 / cta.mp4')).toBeInTheDocument();
  });

  it('filters and sorts by text', async () => {
    const user = userEvent.setup();
    render(<JobResults job={jobWithTexts()} />);

    const text = screen.getByRole('combobox', { name: 'Text' });
    expect(within(text).getAllByRole('option').map((option) => option.textContent)).toEqual(['All texts', 'T1 · Stop scrolling if you have dry skin', 'T2 · derm']);
    await user.selectOptions(text, 'T1 · Stop scrolling if you have dry skin');
    expect(shownNames()).toEqual(['dry_9x16.mp4', 'dry-summer_9x16.mp4']);

    const job = jobWithTexts();
    const rows = describeOutputs(job.outputVideos, job.outputs);
    expect(sortOutputs(rows, 'text', job.placements).map((row) => row.name).at(-1)).toBe('derm_9x16.mp4');
  });

  it('offers no text filter for a job without texts', () => {
    render(<JobResults job={matrixJob()} />);

    expect(screen.queryByRole('combobox', { name: 'Text' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Sort by' })).queryByRole('option', { name: 'Text' })).not.toBeInTheDocument();
  });
});
