import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { DEFAULT_TEXT_STYLE, MAX_SEGMENTS_PER_RUN } from '../creative/text-variants';
import { NormaliseRequestedV1 } from './render.events';

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

function problemsOf(payload: object): string[] {
  const errors = validateSync(plainToInstance(NormaliseRequestedV1, payload), { whitelist: true, forbidNonWhitelisted: true });
  return errors.flatMap((error) => [...Object.values(error.constraints ?? {}), ...(error.children ?? []).map((child) => `${error.property}.${child.property}`)]);
}

describe('NormaliseRequestedV1 with more texts of the same hook', () => {
  it('takes a hook task with its own text and up to the run limit in all', () => {
    expect(problemsOf(task)).toEqual([]);
    expect(problemsOf({ ...task, text: text('Stop scrolling') })).toEqual([]);
    expect(problemsOf({ ...task, text: text('Stop scrolling'), moreTexts: more(MAX_SEGMENTS_PER_RUN - 1) })).toEqual([]);
  });

  it('refuses more texts than one run makes', () => {
    expect(problemsOf({ ...task, text: text('Stop scrolling'), moreTexts: more(MAX_SEGMENTS_PER_RUN) })).toEqual([
      `moreTexts must contain no more than ${MAX_SEGMENTS_PER_RUN - 1} elements`,
    ]);
  });

  it('refuses more texts without the first one', () => {
    expect(problemsOf({ ...task, moreTexts: more(1) })).toEqual(['text is required beside moreTexts: it is the first text of the run']);
  });

  it('refuses a further text without its own task id or key', () => {
    const [first] = more(1);
    expect(problemsOf({ ...task, text: text('Stop scrolling'), moreTexts: [{ ...first, taskId: 'not-a-uuid' }] })).toContain('moreTexts.0');
    expect(problemsOf({ ...task, text: text('Stop scrolling'), moreTexts: [{ text: first!.text }] })).toContain('moreTexts.0');
  });
});
