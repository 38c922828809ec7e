import { DEFAULT_TEXT_STYLE, MAX_SEGMENTS_PER_RUN, TEXT_MESSAGES, type TextVariant } from '@reelmix/contracts';
import { CODEC_SETUP_ID, textKey } from '@reelmix/media';
import { DEFAULT_PLAN_SETTINGS, jobPlanView } from '../plan/job-plan';
import { textsProblem } from '../plan/job-texts';
import { NO_TEXT, planJobWork, segmentsOf } from './job-planner';
import { normaliseRunsOf } from './normalise-runs';
import type { JobClip } from './job-clip.entity';
import type { Job } from './job.entity';

const TEXTS: TextVariant[] = [{ text: 'Stop scrolling', label: null }, { text: '50% off today', label: 'Sale' }];

const job = (plan: Partial<Job['plan']> = {}): Job => ({
  id: '11111111-1111-4111-8111-111111111111',
  number: 1,
  name: 'texts',
  userId: '22222222-2222-4222-8222-222222222222',
  status: 'pending',
  message: '',
  accountPlan: 'free',
  placements: ['9:16', '4:5'],
  framing: 'auto',
  plan: { ...DEFAULT_PLAN_SETTINGS, texts: TEXTS, textStyle: { ...DEFAULT_TEXT_STYLE }, ...plan },
  expectedOutputs: 0,
  producedOutputs: 0,
  expectedSegments: 0,
  readySegments: 0,
  createdAt: new Date(),
  startedAt: null,
  completedAt: null,
});

const sha = (n: number) => String(n).repeat(64).slice(0, 64);
const clips: JobClip[] = (['intro', 'body', 'cta'] as const).flatMap((section, s) =>
  [1, 2].map((position) => ({ jobId: job().id, section, position, objectKey: `${section}-${position}`, originalName: `${section}${position}.mp4`, durationSec: 1, contentSha256: sha(s * 2 + position), width: null, height: null, posterKey: null, framing: {}, clipId: null, removedAt: null, label: null, labelChangedAt: null })),
);

describe('a job with text variants', () => {
  it('plans hooks x texts x bodies x CTAs in every placement, named with the text between hook and body', () => {
    const { outputs } = planJobWork(job(), clips);
    expect(outputs).toHaveLength(2 * 2 * 2 * 2 * 2);
    expect(outputs.map((o) => o.fileName)).toContain('j1-h1-t2-b1-c1_9x16.mp4');
    expect(outputs.find((o) => o.fileName === 'j1-h1-t2-b1-c1_9x16.mp4')).toMatchObject({ intro: 1, text: 2, body: 1, cta: 1 });
  });

  it('normalises each hook once per text and placement with the text in its task and key, every other clip once per placement', () => {
    const { segments, tasks } = planJobWork(job(), clips);
    const hooks = tasks.filter((task) => task.clip.section === 'intro');
    expect(hooks).toHaveLength(2 * 2 * 2);
    expect(tasks.filter((task) => task.clip.section !== 'intro')).toHaveLength(4 * 2);
    expect(tasks.filter((task) => task.clip.section !== 'intro').every((task) => task.text === undefined)).toBe(true);
    const hook = hooks.find((task) => task.clip.position === 1 && task.placement === '9:16' && task.text?.position === 2)!;
    expect(hook.text).toEqual({ position: 2, text: '50% off today', style: DEFAULT_TEXT_STYLE });
    expect(hook.segmentKey).toBe(`segments/${job().userId}/${sha(1)}-${CODEC_SETUP_ID}-9x16-auto_t${textKey('50% off today', DEFAULT_TEXT_STYLE)}`);
    expect(segments.filter((segment) => segment.section !== 'intro').every((segment) => segment.text === NO_TEXT)).toBe(true);
  });

  it('joins each output from the hook drawn with its text', () => {
    const { segments, outputs } = planJobWork(job(), clips);
    const output = outputs.find((o) => o.fileName === 'j1-h1-t2-b1-c1_9x16.mp4')!;
    const [hook, body, cta] = segmentsOf(output, segments);
    expect(hook).toMatchObject({ section: 'intro', position: 1, text: 2, placement: '9:16' });
    expect(body).toMatchObject({ section: 'body', position: 1, text: NO_TEXT });
    expect(cta).toMatchObject({ section: 'cta', position: 1, text: NO_TEXT });
  });

  it('counts the texts in the plan, takes rules with t, and a balanced subset draws on every text', () => {
    const all = jobPlanView(job(), clips, 27);
    expect(all.counts).toMatchObject({ all: 16, chosen: 16, outputs: 32 });
    expect(all.exampleNames).toEqual(['j1-h1-t1-b1-c1_9x16.mp4', 'j1-h1-t1-b1-c1_4x5.mp4']);
    const ruled = jobPlanView(job({ exclusions: ['t2-b1'] }), clips, 27);
    expect(ruled.counts.chosen).toBe(12);
    expect(ruled.combinations.filter((c) => !c.chosen).every((c) => c.text === 2 && c.body === 1)).toBe(true);
    const balanced = jobPlanView(job({ balanced: 4 }), clips, 27);
    expect(new Set(balanced.combinations.filter((c) => c.chosen).map((c) => c.text))).toEqual(new Set([1, 2]));
  });

  it('is planned exactly as before without texts', () => {
    const { outputs, tasks } = planJobWork(job({ texts: undefined, textStyle: undefined }), clips);
    expect(outputs.map((o) => o.fileName)).toContain('j1-h1-b1-c1_9x16.mp4');
    expect(outputs.every((o) => o.text === null)).toBe(true);
    expect(tasks.every((task) => task.text === undefined && !task.segmentKey.includes('_t'))).toBe(true);
  });

  it('refuses more texts than the plan holds, and a text that cannot be drawn in a placement, in their own words', () => {
    const four = ['a', 'b', 'c', 'd'].map((text) => ({ text, label: null }));
    expect(textsProblem({ texts: four }, ['9:16'], 'free')).toBe('A job holds at most 3 texts on your plan; this has 4: remove 1');
    expect(textsProblem({ texts: four }, ['9:16'], 'pro')).toBeNull();
    expect(textsProblem({ texts: [{ text: 'Ωmega 😀' }] }, ['9:16'], 'pro')).toBe('Emoji cannot be drawn on the video: remove them from the text');
    expect(textsProblem({ texts: [{ text: 'Fine' }], textStyle: { ...DEFAULT_TEXT_STYLE, colour: '#777777', backdropColour: '#888888' } }, ['9:16'], 'pro')).toMatch(/too alike to read/);
    const anton = { ...DEFAULT_TEXT_STYLE, font: 'anton' as const, weight: 'regular' as const };
    expect(textsProblem({ texts: [{ text: 'Dry skin 乾燥肌' }], textStyle: anton }, ['9:16'], 'pro')).toBe(TEXT_MESSAGES.missingGlyph('anton', '乾'));
    expect(textsProblem({ texts: [{ text: 'Dry skin' }], textStyle: anton }, ['9:16', '1:1'], 'pro')).toBeNull();
  });

  it('sends a hook\'s texts in one placement as one normalise message, in the place of its first text, every other clip alone', () => {
    const { tasks } = planJobWork(job(), clips);
    const runs = normaliseRunsOf(tasks);
    const hookRuns = runs.filter((run) => run.task.clip.section === 'intro');
    // Two hooks in two placements: four runs of both texts.
    expect(hookRuns).toHaveLength(2 * 2);
    for (const { task, moreTexts } of hookRuns) {
      expect([task.text?.position, ...moreTexts.map((more) => more.text.position)]).toEqual([1, 2]);
      expect(moreTexts.every((more) => more.clip === task.clip && more.placement === task.placement)).toBe(true);
    }
    expect(runs.filter((run) => run.task.clip.section !== 'intro').every((run) => run.moreTexts.length === 0)).toBe(true);
    // Every task once, and the runs in the order of their first tasks.
    expect(runs.flatMap((run) => [run.task, ...run.moreTexts]).map((task) => task.taskId).sort()).toEqual(tasks.map((task) => task.taskId).sort());
    const firstIndex = runs.map((run) => tasks.indexOf(run.task));
    expect(firstIndex).toEqual([...firstIndex].sort((a, b) => a - b));
  });

  it(`shares more than ${MAX_SEGMENTS_PER_RUN} texts of a hook out evenly over as few messages as the limit allows`, () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ text: `Line ${i + 1}`, label: null }));
    const { tasks } = planJobWork(job({ texts: ten }), clips.filter((clip) => clip.position === 1));
    const hookRuns = normaliseRunsOf(tasks).filter((run) => run.task.clip.section === 'intro');
    // One hook in two placements, ten texts each: four messages per placement (3, 2, 3, 2 or so).
    expect(hookRuns).toHaveLength(2 * Math.ceil(10 / MAX_SEGMENTS_PER_RUN));
    const sizes = hookRuns.map((run) => 1 + run.moreTexts.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_SEGMENTS_PER_RUN);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('sends one message per task without texts, as before', () => {
    const { tasks } = planJobWork(job({ texts: undefined, textStyle: undefined }), clips);
    expect(normaliseRunsOf(tasks)).toEqual(tasks.map((task) => ({ task, moreTexts: [] })));
  });
});

