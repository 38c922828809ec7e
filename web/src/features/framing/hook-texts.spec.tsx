import { DEFAULT_TEXT_STYLE, TEXT_AREAS } from '@reelmix/contracts/browser';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { AppProviders } from '../../app-providers';
import { buildJobPlan } from '../combination-plan/combination-plan.builder';
import { JOB_ID } from '../jobs/job-view.builder';
import { FramingReview } from './framing-review';
import { buildJobFraming } from './job-framing.builder';

const TEXTS = [{ text: 'Stop scrolling if you have dry skin' }, { text: 'Dermatologists hate this', label: 'derm' }];

function renderReview(settings: Parameters<typeof buildJobPlan>[0]) {
  mockApi({ [`GET /api/jobs/${JOB_ID}/framing`]: { body: buildJobFraming() }, [`GET /api/jobs/${JOB_ID}/plan`]: { body: buildJobPlan(settings) } });
  render(
    <AppProviders>
      <FramingReview jobId={JOB_ID} expectedOutputs={4} onRender={vi.fn()} />
    </AppProviders>,
  );
}

const clipRow = async (name: string) => within((await screen.findByRole('heading', { name: new RegExp(name) })).closest('li') as HTMLElement);

/** The text each of a row's previews asks the server to draw (null: none), by placement. */
function askedTexts(row: ReturnType<typeof within>): Record<string, string | null> {
  const previews = row.getAllByRole('img', { name: / in (9:16|4:5), / }) as HTMLImageElement[];
  return Object.fromEntries(previews.map((image) => [/ in (9:16|4:5),/.exec(image.alt)![1], new URL(image.src, 'http://app.test').searchParams.get('text')]));
}

describe('texts in the framing review', () => {
  it('shows a sample of the first text inside the placement’s text area while the server’s preview loads', async () => {
    renderReview({ texts: TEXTS, textStyle: { ...DEFAULT_TEXT_STYLE, position: 'bottom', size: 'large' } });

    const hook = await clipRow('hook-1.mp4');
    const tall = await hook.findByRole('img', { name: 'Sample of the text "Stop scrolling if you have dry skin" at the bottom of the 9:16 frame' });
    const area = TEXT_AREAS['9:16'];
    expect(tall.style.top).toBe(`${area.top * 100}%`);
    expect(tall.style.height).toBe(`${area.height * 100}%`);
    expect(tall).toHaveClass('text-overlay--bottom');
    expect(tall).toHaveTextContent('Sample');
    // Large letters are 8% of the frame's width, however wide the tile is drawn.
    expect(within(tall).getByText('Stop scrolling if you have dry skin').style.fontSize).toBe('8cqw');
    expect(hook.getByRole('img', { name: /at the bottom of the 4:5 frame$/ })).toBeInTheDocument();
  });

  it('shows each hook with each text, chosen per hook, and none on bodies and CTAs', async () => {
    const user = userEvent.setup();
    renderReview({ texts: TEXTS });

    const first = await clipRow('hook-1.mp4');
    const picker = within(first.getByRole('group', { name: 'Text shown on hook-1.mp4' }));
    await user.click(picker.getByRole('radio', { name: 'T2 derm' }));

    expect(first.getAllByRole('img', { name: /^Sample of the text "Dermatologists hate this"/ })).toHaveLength(2);
    // The other hook keeps its own choice.
    expect((await clipRow('hook-2.mp4')).getAllByRole('img', { name: /^Sample of the text "Stop scrolling/ })).toHaveLength(2);
    expect((await clipRow('body.mp4')).queryByRole('img', { name: /^Sample of the text/ })).not.toBeInTheDocument();

    await user.click(picker.getByRole('radio', { name: 'No text' }));
    expect(first.queryByRole('img', { name: /^Sample of the text/ })).not.toBeInTheDocument();
  });

  it("asks the server for each hook's previews with the chosen text, and for bodies and CTAs without", async () => {
    const user = userEvent.setup();
    renderReview({ texts: TEXTS });

    const first = await clipRow('hook-1.mp4');
    expect(askedTexts(first)).toEqual({ '9:16': '1', '4:5': '1' });
    const picker = within(first.getByRole('group', { name: 'Text shown on hook-1.mp4' }));
    await user.click(picker.getByRole('radio', { name: 'T2 derm' }));
    expect(askedTexts(first)).toEqual({ '9:16': '2', '4:5': '2' });
    expect(first.getByRole('img', { name: /^hook-1\.mp4 in 9:16, .*, with the text "Dermatologists hate this"$/ })).toBeInTheDocument();
    expect(askedTexts(await clipRow('hook-2.mp4'))).toEqual({ '9:16': '1', '4:5': '1' });
    expect(askedTexts(await clipRow('body.mp4'))).toEqual({ '9:16': null, '4:5': null });

    await user.click(picker.getByRole('radio', { name: 'No text' }));
    expect(askedTexts(first)).toEqual({ '9:16': null, '4:5': null });
  });

  it("shows the server's drawing in place of the sample once the preview has loaded", async () => {
    renderReview({ texts: TEXTS });

    const hook = await clipRow('hook-1.mp4');
    const [tall] = hook.getAllByRole('img', { name: /^hook-1\.mp4 in 9:16, .*, with the text "Stop scrolling if you have dry skin"$/ });
    fireEvent.load(tall!);
    expect(hook.queryByRole('img', { name: /^Sample of the text .* of the 9:16 frame$/ })).not.toBeInTheDocument();
    // The other placement's preview has not arrived: its sample stays.
    expect(hook.getByRole('img', { name: /^Sample of the text .* of the 4:5 frame$/ })).toBeInTheDocument();
  });

  it('draws nothing and offers no choice in a job without texts', async () => {
    renderReview({});

    const hook = await clipRow('hook-1.mp4');
    await screen.findByText(/combinations chosen/);
    expect(hook.queryByRole('group', { name: /Text shown on/ })).not.toBeInTheDocument();
    expect(hook.queryByRole('img', { name: /^Sample of the text/ })).not.toBeInTheDocument();
  });
});
