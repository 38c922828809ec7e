import { CODEC_SETUP_ID } from '@reelmix/media';
import { DEFAULT_PLAN_SETTINGS } from '../plan/job-plan';
import { firstResultsOrder, planJobWork, priorityOf, segmentsOf } from './job-planner';
import type { JobClip } from './job-clip.entity';
import type { Job } from './job.entity';

const job: Job = {
  id: '11111111-1111-4111-8111-111111111111',
  number: 3,
  name: '2026-11-28 hook',
  userId: '22222222-2222-4222-8222-222222222222',
  status: 'pending',
  message: '',
  accountPlan: 'free',
  placements: ['9:16', '4:5'],
  framing: 'auto',
  plan: { ...DEFAULT_PLAN_SETTINGS },
  expectedOutputs: 16,
  producedOutputs: 0,
  expectedSegments: 0,
  readySegments: 0,
  createdAt: new Date(),
  startedAt: null,
  completedAt: null,
};

const clips: JobClip[] = (['intro', 'body', 'cta'] as const).flatMap((section) =>
  [1, 2].map((position) => ({ jobId: job.id, section, position, objectKey: `${section}-${position}`, originalName: `${section}${position}.mp4`, durationSec: 1, contentSha256: null, width: null, height: null, posterKey: null, framing: {}, clipId: null, removedAt: null, label: null, labelChangedAt: null })),
);

describe('planJobWork', () => {
  const { segments, outputs } = planJobWork(job, clips);

  it('normalises each clip once per placement, not once per combination', () => {
    expect(segments).toHaveLength(6 * 2);
    expect(new Set(segments.map((s) => s.segmentKey)).size).toBe(12);
    expect(new Set(segments.map((s) => s.taskId)).size).toBe(12);
  });

  it('plans every intro x body x cta in every placement, named after its parts, stored under the owner', () => {
    expect(outputs).toHaveLength(2 * 2 * 2 * 2);
    expect(outputs.map((o) => o.fileName)).toContain('j3-h2-b1-c2_4x5.mp4');
    expect(outputs.every((o) => o.objectKey.startsWith(`outputs/${job.userId}/${job.id}/`))).toBe(true);
  });

  it('joins each output from the three segments of its placement, in playing order', () => {
    const output = outputs.find((o) => o.fileName === 'j3-h2-b1-c2_4x5.mp4')!;
    const parts = segmentsOf(output, segments);
    expect(parts.map((p) => `${p.section}-${p.position}-${p.placement}`)).toEqual(['intro-2-4:5', 'body-1-4:5', 'cta-2-4:5']);
  });

  it('puts Pro work ahead of free work, and a job\'s joins ahead of its normalising, within the queue\'s 0-2', () => {
    const pro = { accountPlan: 'pro' } as const;
    const free = { accountPlan: 'free' } as const;
    expect(priorityOf(pro, 'normalise')).toBeGreaterThan(priorityOf(free, 'normalise'));
    expect(priorityOf(pro, 'combine')).toBeGreaterThan(priorityOf(free, 'combine'));
    expect(priorityOf(free, 'combine')).toBeGreaterThan(priorityOf(free, 'normalise'));
    expect(priorityOf(pro, 'combine')).toBeGreaterThan(priorityOf(pro, 'normalise'));
    const all = [pro, free].flatMap((plan) => [priorityOf(plan, 'normalise'), priorityOf(plan, 'combine')]);
    expect(Math.min(...all)).toBe(0);
    expect(Math.max(...all)).toBe(2);
  });
});

describe('the order of normalising', () => {
  it('takes the first clip of each section, then the second of each, so the first combination is ready after three tasks', () => {
    const { tasks } = planJobWork({ ...job, placements: ['9:16'] }, clips);
    expect(tasks.map((task) => `${task.clip.section}${task.clip.position}`)).toEqual(['intro1', 'body1', 'cta1', 'intro2', 'body2', 'cta2']);
  });

  it('goes round the placements within each round, and copes with sections of different sizes', () => {
    const uneven = clips.filter((clip) => !(clip.section === 'body' && clip.position === 2));
    const order = firstResultsOrder(['9:16', '1:1'], uneven).map(({ placement, clip }) => `${clip.section}${clip.position}@${placement}`);
    expect(order).toEqual([
      'intro1@9:16', 'body1@9:16', 'cta1@9:16', 'intro1@1:1', 'body1@1:1', 'cta1@1:1',
      'intro2@9:16', 'cta2@9:16', 'intro2@1:1', 'cta2@1:1',
    ]);
  });

  it('starts each section with its shortest clip, so the first combination is the quickest to make', () => {
    const lengths: Record<string, number> = { intro1: 9, intro2: 3, body1: 2, body2: 6, cta1: 5, cta2: 5 };
    const timed = clips.map((clip) => ({ ...clip, durationSec: lengths[`${clip.section}${clip.position}`]! }));
    const order = firstResultsOrder(['9:16'], timed).map(({ clip }) => `${clip.section}${clip.position}`);
    expect(order).toEqual(['intro2', 'body1', 'cta1', 'intro1', 'body2', 'cta2']);
  });
});

describe('segments kept by content', () => {
  const hashed = clips.map((clip) => ({ ...clip, contentSha256: `${clip.section}-${clip.position}`.padEnd(64, '0').replace(/[^0-9a-f]/g, 'a') }));

  it('keys a hashed clip by owner, content, codec setup, placement and framing', () => {
    const { segments } = planJobWork({ ...job, placements: ['9:16'] }, hashed);
    const first = segments.find((s) => s.section === 'intro' && s.position === 1)!;
    expect(first.segmentKey).toBe(`segments/${job.userId}/${hashed[0]!.contentSha256}-${CODEC_SETUP_ID}-9x16-auto`);
  });

  it("frames a clip as the buyer set it for a placement: its own key and task, the job's framing elsewhere", () => {
    const framed = hashed.map((clip, index) => (index === 0 ? { ...clip, framing: { '9:16': { framing: 'fill' as const, focus: { x: 0.25, y: 0.5 } } } } : clip));
    const { tasks } = planJobWork(job, framed);
    const ofFirst = tasks.filter((task) => task.clip === framed[0]);
    const vertical = ofFirst.find((task) => task.placement === '9:16')!;
    const feed = ofFirst.find((task) => task.placement === '4:5')!;
    expect(vertical).toMatchObject({ framing: 'fill', focus: { x: 0.25, y: 0.5 } });
    expect(vertical.segmentKey.endsWith('-9x16-fill_f250_500')).toBe(true);
    expect(feed).toMatchObject({ framing: 'auto', focus: { x: 0.5, y: 0.5 } });
    expect(feed.segmentKey.endsWith('-4x5-auto')).toBe(true);
  });

  it('normalises two clips with the same bytes once: both rows share one key and one task', () => {
    const twice = hashed.map((clip) => (clip.section === 'cta' ? { ...clip, contentSha256: 'c'.repeat(64) } : clip));
    const { segments, tasks } = planJobWork({ ...job, placements: ['9:16'] }, twice);
    const ctas = segments.filter((s) => s.section === 'cta');
    expect(ctas).toHaveLength(2);
    expect(new Set(ctas.map((s) => s.taskId)).size).toBe(1);
    expect(new Set(ctas.map((s) => s.segmentKey)).size).toBe(1);
    expect(tasks).toHaveLength(5);
  });

  it('keeps clips without a hash in the job\'s own work folder', () => {
    const { segments } = planJobWork(job, clips);
    expect(segments.every((s) => s.segmentKey.startsWith(`work/${job.id}/`))).toBe(true);
  });
});
