import type { JobClip } from '../jobs/job-clip.entity';
import type { Job } from '../jobs/job.entity';
import { planJobWork } from '../jobs/job-planner';
import { expectedOutputsOf } from './expected-outputs';
import { DEFAULT_PLAN_SETTINGS, jobPlanView, plannedOutputsOf } from './job-plan';

const job = (plan = {}): Job =>
  ({ id: '11111111-1111-4111-8111-111111111111', userId: '22222222-2222-4222-8222-222222222222', number: 3, status: 'pending', framing: 'auto', placements: ['9:16'], plan: { ...DEFAULT_PLAN_SETTINGS, ...plan } }) as Job;

/** Two clips a section, `removed` ones taken out of the job (`intro-2`). */
function clipsWith(...removed: string[]): JobClip[] {
  return (['intro', 'body', 'cta'] as const).flatMap((section) =>
    [1, 2].map(
      (position) =>
        ({
          jobId: job().id,
          section,
          position,
          objectKey: `${section}-${position}`,
          originalName: `${section}${position}.mp4`,
          durationSec: 1,
          contentSha256: null,
          framing: {},
          clipId: null,
          removedAt: removed.includes(`${section}-${position}`) ? new Date() : null,
        }) as JobClip,
    ),
  );
}

describe('a plan with removed clips', () => {
  it('leaves out every combination using a removed clip, saying which, and keeps the other positions and names', () => {
    const view = jobPlanView(job(), clipsWith('intro-2'), 27);
    expect(view.counts).toEqual({ all: 8, chosen: 4, placements: 1, outputs: 4, toRender: 4 });
    const leftOut = view.combinations.filter((combination) => !combination.chosen);
    expect(leftOut.map((combination) => combination.intro)).toEqual([2, 2, 2, 2]);
    expect(leftOut.every((combination) => JSON.stringify(combination.leftOut) === JSON.stringify({ reason: 'rule', rules: ['removed intro-2'] }))).toBe(true);
    expect(plannedOutputsOf(job(), clipsWith('intro-2')).map((output) => output.fileName)).toEqual([
      'j3-h1-b1-c1_9x16.mp4',
      'j3-h1-b1-c2_9x16.mp4',
      'j3-h1-b2-c1_9x16.mp4',
      'j3-h1-b2-c2_9x16.mp4',
    ]);
  });

  it('names every removed clip a combination uses, and a removed clip over a rule', () => {
    const view = jobPlanView(job({ exclusions: ['h2-b2'] }), clipsWith('intro-2', 'cta-1'), 27);
    expect(view.combinations.find((c) => c.intro === 2 && c.body === 2 && c.cta === 1)?.leftOut).toEqual({ reason: 'rule', rules: ['removed intro-2', 'removed cta-1'] });
    expect(view.combinations.filter((c) => c.chosen).map((c) => `${c.intro}-${c.body}-${c.cta}`)).toEqual(['1-1-2', '1-2-2']);
  });

  it('draws a balanced test from the combinations still allowed', () => {
    const view = jobPlanView(job({ balanced: 4 }), clipsWith('intro-2'), 27);
    expect(view.counts.chosen).toBe(4);
    expect(view.combinations.filter((c) => c.chosen).every((c) => c.intro === 1)).toBe(true);
  });

  it('does not normalise a removed clip', () => {
    const { tasks } = planJobWork(job(), clipsWith('body-1'));
    expect(tasks.map((task) => `${task.clip.section}-${task.clip.position}`).sort()).toEqual(['body-2', 'cta-1', 'cta-2', 'intro-1', 'intro-2']);
  });

  it('expects the finished outputs when the plan cannot be made of the clips left', () => {
    const finished = [{ intro: 1, body: 1, cta: 1, placement: '9:16', fileName: 'j3-h1-b1-c1_9x16.mp4' }];
    expect(expectedOutputsOf(job({ balanced: 8 }), clipsWith('intro-2'), finished)).toBe(1);
    expect(expectedOutputsOf(job(), clipsWith('intro-2'), finished)).toBe(4);
  });
});
