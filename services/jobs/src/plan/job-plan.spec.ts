import { DomainError, ErrorCode } from '@reelmix/contracts';
import type { JobClip } from '../jobs/job-clip.entity';
import type { Job } from '../jobs/job.entity';
import { DEFAULT_PLAN_SETTINGS, jobPlanView, plannedOutputsOf, usedBy } from './job-plan';

const job = (plan = {}): Job => ({ id: 'job-1', number: 3, status: 'pending', placements: ['9:16', '4:5'], plan: { ...DEFAULT_PLAN_SETTINGS, ...plan } }) as Job;

const clips: JobClip[] = (['intro', 'body', 'cta'] as const).flatMap((section) =>
  [1, 2, 3].map(
    (position) =>
      ({ jobId: 'job-1', section, position, originalName: `${section} take ${position}.mp4`, durationSec: section === 'body' ? 2 + position : 2 }) as JobClip,
  ),
);

describe("a job's plan", () => {
  it('renders every combination with today\'s names by default', () => {
    const outputs = plannedOutputsOf(job(), clips);
    expect(outputs).toHaveLength(54);
    expect(outputs.slice(0, 2).map((output) => output.fileName)).toEqual(['j3-h1-b1-c1_9x16.mp4', 'j3-h1-b1-c1_4x5.mp4']);
  });

  it('leaves out what the rules, the length budget and the balanced subset leave out, and says why', () => {
    const view = jobPlanView(job({ exclusions: ['h2-b3'], duration: { minSec: 0, maxSec: 8 } }), clips, 27);
    // Bodies are 3, 4 and 5 s long: with 2 s hooks and CTAs, body 3 makes 9 s, over the budget.
    // Body 3 is out either way: hook 2's by the rule (rules are named first), the rest by the budget.
    expect(view.counts).toEqual({ all: 27, chosen: 18, placements: 2, outputs: 36, toRender: 36 });
    const ruled = view.combinations.find((c) => c.intro === 2 && c.body === 3 && c.cta === 1)!;
    expect(ruled).toMatchObject({ chosen: false, leftOut: { reason: 'rule', rules: ['h2-b3'] } });
    expect(view.combinations.find((c) => c.intro === 1 && c.body === 3 && c.cta === 1)).toMatchObject({ chosen: false, lengthSec: 9, leftOut: { reason: 'duration' } });
    expect(view.combinations.find((c) => c.intro === 1 && c.body === 1 && c.cta === 1)).toMatchObject({ chosen: true, lengthSec: 7, leftOut: null });
    const balanced = jobPlanView(job({ balanced: 9 }), clips, 27);
    expect(balanced.counts.chosen).toBe(9);
    expect(balanced.combinations.filter((c) => c.leftOut?.reason === 'balanced')).toHaveLength(18);
  });

  it('marks the combinations a job already has in every placement, and counts only the rest as to render', () => {
    // Hook 1 with body 1 was made in both placements; hook 1 with body 2 in 9:16 only.
    const finished = [
      ...[1, 2, 3].flatMap((cta) => (['9:16', '4:5'] as const).map((placement) => ({ intro: 1, body: 1, cta, placement }))),
      { intro: 1, body: 2, cta: 1, placement: '9:16' },
    ];
    const view = jobPlanView(job(), clips, 27, finished);
    expect(view.counts).toMatchObject({ outputs: 54, toRender: 47 });
    expect(view.combinations.filter((c) => c.rendered).map((c) => `${c.intro}-${c.body}-${c.cta}`)).toEqual(['1-1-1', '1-1-2', '1-1-3']);
  });

  it('names outputs from the template with the clips\' own names', () => {
    const view = jobPlanView(job({ nameTemplate: '{hook}_{body}_{cta}_{ratio}' }), clips, 27);
    expect(view.exampleNames).toEqual(['intro-take-1_body-take-1_cta-take-1_9x16.mp4', 'intro-take-1_body-take-1_cta-take-1_4x5.mp4']);
  });

  it('refuses settings the planner cannot use as a 400 with its reason', () => {
    for (const plan of [{ exclusions: ['h9-b1'] }, { balanced: 40 }, { nameTemplate: '{nope}' }]) {
      let refusal: unknown;
      try {
        jobPlanView(job(plan), clips, 27);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DomainError);
      expect((refusal as DomainError).code).toBe(ErrorCode.ValidationFailed);
    }
  });

  it('normalises only the clips a chosen combination uses', () => {
    const outputs = plannedOutputsOf(job({ exclusions: ['c3-only-b2', 'h3-c3'], duration: null }), clips).filter((output) => output.cta !== 3);
    const used = usedBy(outputs);
    expect(clips.filter(used).map((clip) => `${clip.section}-${clip.position}`)).toEqual(['intro-1', 'intro-2', 'intro-3', 'body-1', 'body-2', 'body-3', 'cta-1', 'cta-2']);
  });
});
