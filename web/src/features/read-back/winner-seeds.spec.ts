import { describe, expect, it } from 'vitest';
import { buildLibraryClip } from '../clip-library/library-clip.builder';
import { buildJobView } from '../jobs/job-view.builder';
import { buildAnalysisReport } from './analysis-report.builder';
import { hasAnyWinner, planWinnersJob } from './winner-seeds';

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

    expect(plan?.decided).toEqual(['intro']);
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
