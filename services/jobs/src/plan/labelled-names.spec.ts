import { DEFAULT_NAME_TEMPLATE } from '@reelmix/contracts';
import type { JobClip } from '../jobs/job-clip.entity';
import { newOutputsOf } from '../jobs/new-outputs';
import { DEFAULT_PLAN_SETTINGS, plannedOutputsOf } from './job-plan';

const named = (nameTemplate: string) => ({ number: 3, placements: ['9:16' as const], plan: { ...DEFAULT_PLAN_SETTINGS, nameTemplate } });

const clip = (section: JobClip['section'], position: number, label: string | null): JobClip =>
  ({ jobId: 'job-1', section, position, originalName: `IMG_04${position}${section === 'intro' ? 1 : 2}.mov`, label, durationSec: 2 }) as JobClip;

describe('output names of labelled clips', () => {
  it('fill {hook}, {body} and {cta} with the label where a clip has one, else the file name', () => {
    const job = named('{hook}_{body}_{cta}_{ratio}');
    const outputs = plannedOutputsOf(job, [clip('intro', 1, 'UGC Sarah v3.1'), clip('body', 1, null), clip('cta', 1, 'Shop now')]);
    expect(outputs.map((output) => output.fileName)).toEqual(['UGC-Sarah-v3.1_IMG_0412_Shop-now_9x16.mp4']);
  });

  it("leave the default template's names alone", () => {
    const outputs = plannedOutputsOf(named(DEFAULT_NAME_TEMPLATE), [clip('intro', 1, 'UGC Sarah v3'), clip('body', 1, null), clip('cta', 1, null)]);
    expect(outputs.map((output) => output.fileName)).toEqual(plannedOutputsOf(named(DEFAULT_NAME_TEMPLATE), [clip('intro', 1, null), clip('body', 1, null), clip('cta', 1, null)]).map((output) => output.fileName));
  });

  it('name only the outputs not made yet: a video already stored keeps the name it has', () => {
    const job = named('{hook}_{ratio}');
    const before = plannedOutputsOf(job, [clip('intro', 1, null), clip('body', 1, null), clip('cta', 1, null)]);
    const relabelled = [clip('intro', 1, 'Sarah'), clip('intro', 2, null), clip('body', 1, null), clip('cta', 1, null)];

    const fresh = newOutputsOf(plannedOutputsOf(job, relabelled), before);

    expect(before.map((output) => output.fileName)).toEqual(['IMG_0411_9x16.mp4']);
    expect(fresh.map((output) => [output.intro, output.fileName])).toEqual([[2, 'IMG_0421_9x16.mp4']]);
  });
});
