import { describe, expect, it } from 'vitest';
import { buildAnalysisReport } from '../read-back/analysis-report.builder';
import { finishedJob } from '../read-back/read-results.fixture';
import { losingAds } from './losing-ads';
import { buildPublication, buildPublishedOutput } from './publishing.builder';

describe('losing ads', () => {
  it("lists the published ads of every hook but the winner's, once each", () => {
    const publications = [
      buildPublication(),
      // A second publish into another ad set: its ads are paused too; a failed output has no ad.
      buildPublication([buildPublishedOutput({ fileName: 'h1-b1-c1_9x16.mp4', adId: '8001' }), buildPublishedOutput({ fileName: 'h1-b1-c1_4x5.mp4', state: 'failed', error: 'No.' })], { id: 'publication-2' }),
    ];
    expect(losingAds(finishedJob(), buildAnalysisReport(), publications)).toEqual({
      kind: 'losers',
      winner: 'hook-2.mp4',
      ads: [
        { adId: '7001', fileName: 'h1-b1-c1_9x16.mp4', hook: 'hook-1.mp4' },
        { adId: '7002', fileName: 'h1-b1-c1_4x5.mp4', hook: 'hook-1.mp4' },
        { adId: '8001', fileName: 'h1-b1-c1_9x16.mp4', hook: 'hook-1.mp4' },
      ],
    });
  });

  it('lists nothing while no hook has won', () => {
    const report = buildAnalysisReport();
    const undecided = { ...report, sections: { ...report.sections, hook: { ...report.sections.hook, winner: null, verdict: { kind: 'not-enough-data' as const, metric: 'ctr' as const, summary: 'Overlap.', impressionsNeeded: 5000 } } } };
    expect(losingAds(finishedJob(), undecided, [buildPublication()])).toEqual({ kind: 'no-winner' });
  });
});
