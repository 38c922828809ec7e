import type { PlannedOutput } from '@reelmix/media';
import type { JobClip } from './job-clip.entity';
import type { Job } from './job.entity';
import { planJobWork } from './job-planner';
import { combinationsIn, newOutputsOf } from './new-outputs';
import { DEFAULT_PLAN_SETTINGS } from '../plan/job-plan';

const job = { id: '11111111-1111-4111-8111-111111111111', userId: '22222222-2222-4222-8222-222222222222', number: 3, status: 'pending', framing: 'auto', placements: ['9:16', '4:5'], plan: { ...DEFAULT_PLAN_SETTINGS } } as Job;

/** `perSection` clips in intro, body and cta. */
function clips(perSection: { intro: number; body: number; cta: number }): JobClip[] {
  return (['intro', 'body', 'cta'] as const).flatMap((section) =>
    Array.from(
      { length: perSection[section] },
      (_, i) =>
        ({ jobId: job.id, section, position: i + 1, objectKey: `${section}-${i + 1}`, originalName: `${section}${i + 1}.mp4`, durationSec: 1, contentSha256: null, framing: {}, clipId: null, removedAt: null }) as JobClip,
    ),
  );
}

const output = (intro: number, body: number, cta: number, placement: PlannedOutput['placement'], fileName = `j3-h${intro}-b${body}-c${cta}_${placement.replace(':', 'x')}.mp4`) => ({ intro, body, cta, placement, fileName });

describe('what a job rendered before still lacks', () => {
  it('is every planned output whose parts and placement no finished output has, whatever the names', () => {
    const finished = [output(1, 1, 1, '9:16', 'renamed.mp4'), output(1, 1, 1, '4:5')];
    const planned = [output(1, 1, 1, '9:16'), output(1, 1, 1, '4:5'), output(2, 1, 1, '9:16'), output(2, 1, 1, '4:5')];
    expect(newOutputsOf(planned, finished).map((o) => o.fileName)).toEqual(['j3-h2-b1-c1_9x16.mp4', 'j3-h2-b1-c1_4x5.mp4']);
  });

  it('gives a new output a numbered name when a kept output already has its name', () => {
    const finished = [output(1, 1, 1, '9:16', 'hook_9x16.mp4'), output(2, 1, 1, '9:16', 'hook_9x16-2.mp4')];
    const planned = [output(1, 1, 1, '9:16', 'hook_9x16.mp4'), output(3, 1, 1, '9:16', 'hook_9x16.mp4')];
    expect(newOutputsOf(planned, finished)).toEqual([output(3, 1, 1, '9:16', 'hook_9x16-3.mp4')]);
  });

  it('counts the combinations, not the placements', () => {
    expect(combinationsIn([output(1, 1, 1, '9:16'), output(1, 1, 1, '4:5'), output(2, 1, 1, '9:16')])).toBe(2);
  });

  it('plans a 2x2x2 job given a third hook: the 4 new combinations in each placement, normalising only the clips they use', () => {
    const first = planJobWork(job, clips({ intro: 2, body: 2, cta: 2 }));
    expect(first.outputs).toHaveLength(16);
    const again = planJobWork(job, clips({ intro: 3, body: 2, cta: 2 }), first.outputs);
    expect(again.outputs).toHaveLength(8);
    expect(again.outputs.every((o) => o.intro === 3)).toBe(true);
    // Hook 3 and every body and CTA it is joined with: the old hooks are not needed.
    expect(new Set(again.segments.map((s) => `${s.section}-${s.position}`))).toEqual(new Set(['intro-3', 'body-1', 'body-2', 'cta-1', 'cta-2']));
    expect(planJobWork(job, clips({ intro: 3, body: 2, cta: 2 }), [...first.outputs, ...again.outputs]).outputs).toEqual([]);
  });
});
