import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { DEFAULT_TEXT_STYLE, MAX_SEGMENTS_PER_RUN } from '../creative/text-variants';
import { CombineRequestedV1, NormaliseRequestedV1, SegmentDoneV1 } from './render.events';

const text = (words: string) => ({ text: words, style: { ...DEFAULT_TEXT_STYLE } });
const task = {
  taskId: '7f0b1c1e-7a44-4c51-9a59-2f5c6b1d6a01',
  jobId: '0c6a4b8e-0d0e-4a4e-8a36-8f1d3c1f7b02',
  sourceKey: 'sources/u/j/hook.mp4',
  segmentKey: 'work/j/9x16/intro-1_tA',
  placement: '9:16',
  section: 'intro',
  position: 1,
  clipName: 'hook.mp4',
};
const more = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ taskId: `5d7c2a9e-1b3f-4c6d-8e9f-0a1b2c3d4e${String(i).padStart(2, '0')}`, segmentKey: `work/j/9x16/intro-1_t${i}`, text: text(`Text ${i + 2}`) }));

/** What validation says of a payload, as a consumer validates it: each constraint's message, and `field.index` for a nested item that fails. */
function problemsOf(schema: new () => object, payload: object): string[] {
  const errors = validateSync(plainToInstance(schema, payload), { whitelist: true, forbidNonWhitelisted: true });
  return errors.flatMap((error) => [...Object.values(error.constraints ?? {}), ...(error.children ?? []).map((child) => `${error.property}.${child.property}`)]);
}

describe('NormaliseRequestedV1 with more texts of the same hook', () => {
  it('takes a hook task with its own text and up to the run limit in all', () => {
    expect(problemsOf(NormaliseRequestedV1, task)).toEqual([]);
    expect(problemsOf(NormaliseRequestedV1, { ...task, text: text('Stop scrolling') })).toEqual([]);
    expect(problemsOf(NormaliseRequestedV1, { ...task, text: text('Stop scrolling'), moreTexts: more(MAX_SEGMENTS_PER_RUN - 1) })).toEqual([]);
  });

  it('refuses more texts than one run makes', () => {
    expect(problemsOf(NormaliseRequestedV1, { ...task, text: text('Stop scrolling'), moreTexts: more(MAX_SEGMENTS_PER_RUN) })).toEqual([
      `moreTexts must contain no more than ${MAX_SEGMENTS_PER_RUN - 1} elements`,
    ]);
  });

  it('refuses more texts without the first one', () => {
    expect(problemsOf(NormaliseRequestedV1, { ...task, moreTexts: more(1) })).toEqual(['text is required beside moreTexts: it is the first text of the run']);
  });

  it('refuses a further text without its own task id or key', () => {
    const [first] = more(1);
    expect(problemsOf(NormaliseRequestedV1, { ...task, text: text('Stop scrolling'), moreTexts: [{ ...first, taskId: 'not-a-uuid' }] })).toContain('moreTexts.0');
    expect(problemsOf(NormaliseRequestedV1, { ...task, text: text('Stop scrolling'), moreTexts: [{ text: first!.text }] })).toContain('moreTexts.0');
  });
});

describe('CombineRequestedV1 with more outputs of the same sound', () => {
  const combine = {
    taskId: '7f0b1c1e-7a44-4c51-9a59-2f5c6b1d6a01',
    jobId: '0c6a4b8e-0d0e-4a4e-8a36-8f1d3c1f7b02',
    segmentKeys: ['work/j/9x16/intro-1_tA', 'work/j/9x16/body-1', 'work/j/9x16/cta-1'],
    outputKey: 'outputs/u/j/h1-t1-b1-c1_9x16.mp4',
    fileName: 'h1-t1-b1-c1_9x16.mp4',
    placement: '9:16',
    expectedDurationSec: 9,
  };
  const more = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      taskId: `5d7c2a9e-1b3f-4c6d-8e9f-0a1b2c3d4e${String(i).padStart(2, '0')}`,
      hookSegmentKey: `work/j/9x16/intro-1_t${i}`,
      outputKey: `outputs/u/j/h1-t${i + 2}-b1-c1_9x16.mp4`,
      fileName: `h1-t${i + 2}-b1-c1_9x16.mp4`,
    }));
  const problems = (payload: object) => problemsOf(CombineRequestedV1, payload);

  it('takes up to a run\'s texts in all, each with its own task id, hook segment and name', () => {
    expect(problems(combine)).toEqual([]);
    expect(problems({ ...combine, moreOutputs: more(MAX_SEGMENTS_PER_RUN - 1) })).toEqual([]);
    expect(problems({ ...combine, moreOutputs: more(MAX_SEGMENTS_PER_RUN) })).toEqual([`moreOutputs must contain no more than ${MAX_SEGMENTS_PER_RUN - 1} elements`]);
    expect(problems({ ...combine, moreOutputs: [{ ...more(1)[0], fileName: '../escape.mp4' }] })).toContain('moreOutputs.0');
  });
});

describe('SegmentDoneV1 with the run\'s other segments', () => {
  const done = { taskId: '7f0b1c1e-7a44-4c51-9a59-2f5c6b1d6a01', jobId: '0c6a4b8e-0d0e-4a4e-8a36-8f1d3c1f7b02', segmentKey: 'work/j/9x16/intro-1_tA', frames: 60, durationSec: 2 };
  const more = (n: number) => Array.from({ length: n }, (_, i) => ({ taskId: `5d7c2a9e-1b3f-4c6d-8e9f-0a1b2c3d4e${String(i).padStart(2, '0')}`, segmentKey: `work/j/9x16/intro-1_t${i}`, frames: 60, durationSec: 2 }));
  const problems = (payload: object) => problemsOf(SegmentDoneV1, payload);

  it('takes up to a run\'s segments in all, each with its own task id, key, frames and length', () => {
    expect(problems(done)).toEqual([]);
    expect(problems({ ...done, moreSegments: more(MAX_SEGMENTS_PER_RUN - 1) })).toEqual([]);
    expect(problems({ ...done, moreSegments: more(MAX_SEGMENTS_PER_RUN) })).toEqual([`moreSegments must contain no more than ${MAX_SEGMENTS_PER_RUN - 1} elements`]);
    expect(problems({ ...done, moreSegments: [{ ...more(1)[0], frames: 0 }] })).toContain('moreSegments.0');
  });
});
