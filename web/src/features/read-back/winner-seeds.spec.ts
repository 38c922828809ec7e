import { type AnalysisReport, DEFAULT_TEXT_STYLE, type TextStyle } from '@reelmix/contracts/browser';
import { describe, expect, it } from 'vitest';
import { buildLibraryClip } from '../clip-library/library-clip.builder';
import { buildJobView } from '../jobs/job-view.builder';
import { uploadPageState } from '../upload/library-seed';
import { buildAnalysisReport, buildAnalysisReportWithTexts, buildPart } from './analysis-report.builder';
import { hasAnyWinner, planWinnersJob } from './winner-seeds';
import { nextJobTexts } from './winner-texts';

const job = buildJobView({
  status: 'completed',
  clipIds: { intro: ['clip-hook1', 'clip-hook2'], body: ['clip-body1'], cta: ['clip-cta1'] },
});
const library = [
  buildLibraryClip({ id: 'clip-hook1', originalName: 'hook-1.mp4' }),
  buildLibraryClip({ id: 'clip-hook2', originalName: 'hook-2.mp4' }),
  buildLibraryClip({ id: 'clip-body1', section: 'body', originalName: 'body.mp4' }),
  buildLibraryClip({ id: 'clip-cta1', section: 'cta', originalName: 'cta.mp4' }),
];

describe('planWinnersJob', () => {
  it('keeps the winning hook alone and every clip of the undecided sections', () => {
    const plan = planWinnersJob(job, buildAnalysisReport(), library);

    expect(plan?.decided).toEqual(['hook']);
    expect(plan?.seeds.map((seed) => `${seed.section}:${seed.clip.id}`)).toEqual(['intro:clip-hook2', 'body:clip-body1', 'cta:clip-cta1']);
  });

  it('leaves out clips taken out of the job', () => {
    const report = buildAnalysisReport();
    const twoBodies = buildJobView({
      ...job,
      bodyVideos: ['body.mp4', 'body-2.mp4'],
      clipIds: { intro: ['clip-hook1', 'clip-hook2'], body: ['clip-body1', 'clip-gone'], cta: ['clip-cta1'] },
      removedClips: ['body-2'],
    });

    expect(planWinnersJob(twoBodies, report, library)?.seeds.map((seed) => seed.clip.id)).toEqual(['clip-hook2', 'clip-body1', 'clip-cta1']);
  });

  it('gives no plan when a clip is not in the library or has no id', () => {
    expect(planWinnersJob(job, buildAnalysisReport(), library.filter((clip) => clip.id !== 'clip-hook2'))).toBeNull();
    // The losing hook is not needed, so its absence changes nothing.
    expect(planWinnersJob(job, buildAnalysisReport(), library.slice(1))).not.toBeNull();
    expect(planWinnersJob({ ...job, clipIds: undefined }, buildAnalysisReport(), library)).toBeNull();
  });

  it('gives no plan when only the placement won, since the upload page takes clips', () => {
    const report = buildAnalysisReport();
    const hook = { ...report.sections.hook, winner: null };
    const placement = { ...report.sections.placement, winner: '9:16' };
    const placementOnly = { ...report, sections: { ...report.sections, hook, placement } };

    expect(hasAnyWinner(placementOnly)).toBe(true);
    expect(planWinnersJob(job, placementOnly, library)).toBeNull();
  });
});

/** The job's two texts, as buildAnalysisReportWithTexts reports them (the second, labelled "derm", wins). */
const TEXTS = [
  { text: 'Stop scrolling if you have dry skin', label: null },
  { text: 'Dermatologists hate this', label: 'derm' },
];
const STYLE: TextStyle = { ...DEFAULT_TEXT_STYLE, font: 'anton', weight: 'regular', position: 'bottom' };
const jobWithTexts = buildJobView({ ...job, texts: TEXTS, textStyle: STYLE });

/** The report with its text section undecided, or with this section winning alone. */
function withTextSection(report: AnalysisReport, winner: string | null): AnalysisReport {
  const text = report.sections.text!;
  const verdict = winner === null ? { kind: 'not-enough-data' as const, metric: 'ctr' as const, summary: 'The CTRs overlap.', impressionsNeeded: 9_000 } : text.verdict;
  return { ...report, sections: { ...report.sections, text: { ...text, winner, verdict } } };
}

describe('planWinnersJob with texts', () => {
  it('starts the new job with the winning text alone, its label and the job’s style', () => {
    const plan = planWinnersJob(jobWithTexts, buildAnalysisReportWithTexts(), library);

    expect(plan?.decided).toEqual(['hook', 'text']);
    expect(plan?.texts).toEqual({ kind: 'won', seed: { texts: [{ text: 'Dermatologists hate this', label: 'derm' }], textStyle: STYLE } });
    expect(uploadPageState(plan!.seeds, ['9:16'], nextJobTexts(plan!.texts))).toMatchObject({
      placements: ['9:16'],
      texts: [{ text: 'Dermatologists hate this', label: 'derm' }],
      textStyle: STYLE,
    });
  });

  it('keeps every text of the job in the test when no text won', () => {
    const plan = planWinnersJob(jobWithTexts, withTextSection(buildAnalysisReportWithTexts(), null), library);

    expect(plan?.decided).toEqual(['hook']);
    expect(plan?.texts).toEqual({ kind: 'kept', seed: { texts: TEXTS, textStyle: STYLE } });
    expect(uploadPageState(plan!.seeds, [], nextJobTexts(plan!.texts)).texts).toEqual(TEXTS);
  });

  it('keeps every text when the report was read before the job had texts', () => {
    const plan = planWinnersJob(jobWithTexts, buildAnalysisReport(), library);

    expect(plan?.texts).toEqual({ kind: 'kept', seed: { texts: TEXTS, textStyle: STYLE } });
  });

  it('offers the next round when only a text won, with the winning text and every clip', () => {
    const report = buildAnalysisReportWithTexts();
    const textOnly = { ...report, sections: { ...report.sections, hook: { ...report.sections.hook, winner: null } } };

    expect(hasAnyWinner(textOnly)).toBe(true);
    const plan = planWinnersJob(jobWithTexts, textOnly, library);
    expect(plan?.decided).toEqual(['text']);
    expect(plan?.seeds.map((seed) => seed.clip.id)).toEqual(['clip-hook1', 'clip-hook2', 'clip-body1', 'clip-cta1']);
    expect(nextJobTexts(plan!.texts)?.texts).toEqual([{ text: 'Dermatologists hate this', label: 'derm' }]);
  });

  it('draws no text in the new job when the videos without one did best', () => {
    const report = buildAnalysisReportWithTexts();
    const noText = buildPart({ name: 'No text', position: 0 });
    const text = { ...report.sections.text!, winner: 'No text', parts: [...report.sections.text!.parts, noText] };
    const plan = planWinnersJob(jobWithTexts, { ...report, sections: { ...report.sections, text } }, library);

    expect(plan?.decided).toEqual(['hook']);
    expect(plan?.texts).toEqual({ kind: 'none-won' });
    expect(uploadPageState(plan!.seeds, [], nextJobTexts(plan!.texts))).not.toHaveProperty('texts');
  });

  it('leaves a job without texts as it was: no texts in the plan or the state', () => {
    const plan = planWinnersJob(job, buildAnalysisReport(), library);

    expect(plan?.texts).toBeNull();
    expect(plan?.decided).toEqual(['hook']);
    expect(uploadPageState(plan!.seeds, ['9:16'], nextJobTexts(plan!.texts))).toEqual({ libraryClips: plan!.seeds, placements: ['9:16'] });
  });
});
