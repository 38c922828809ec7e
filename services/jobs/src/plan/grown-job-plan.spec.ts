import type { JobClip } from '../jobs/job-clip.entity';
import type { Job } from '../jobs/job.entity';
import { planJobWork } from '../jobs/job-planner';
import { expectedOutputsOf } from './expected-outputs';
import { DEFAULT_PLAN_SETTINGS, jobPlanView } from './job-plan';

const job = (plan = {}): Job =>
  ({ id: '11111111-1111-4111-8111-111111111111', userId: '22222222-2222-4222-8222-222222222222', number: 3, status: 'completed', framing: 'auto', placements: ['9:16'], plan: { ...DEFAULT_PLAN_SETTINGS, ...plan } }) as Job;

/** Three hooks, one body, one cta. */
const clips = (['intro', 'intro', 'intro', 'body', 'cta'] as const).map(
  (section, i) =>
    ({
      jobId: job().id,
      section,
      position: section === 'intro' ? i + 1 : 1,
      objectKey: `${section}-${i}`,
      originalName: `${section}${i}.mp4`,
      durationSec: 1,
      contentSha256: null,
      framing: {},
      clipId: null,
      removedAt: null,
    }) as JobClip,
);

/** Hooks 1 and 2 were rendered before hook 3 was added. */
const finished = [1, 2].map((intro) => ({ intro, body: 1, cta: 1, placement: '9:16', fileName: `j3-h${intro}-b1-c1_9x16.mp4` }));

describe('a balanced test of a job that grew after rendering', () => {
  it('tests the added hook instead of two combinations the job already has', () => {
    const view = jobPlanView(job({ balanced: 2 }), clips, 27, finished);
    const chosen = view.combinations.filter((c) => c.chosen);
    expect(chosen.map((c) => c.intro)).toContain(3);
    expect(view.counts.toRender).toBe(1);
  });

  it('renders and expects what the plan view shows', () => {
    expect(planJobWork(job({ balanced: 2 }), clips, finished).outputs.map((output) => output.fileName)).toEqual(['j3-h3-b1-c1_9x16.mp4']);
    expect(expectedOutputsOf(job({ balanced: 2 }), clips, finished)).toBe(3);
  });
});
