import { describe, expect, it } from 'vitest';
import { buildJobView, outputPath } from '../jobs/job-view.builder';
import { describeOutputs, filterOutputs, NO_FILTERS, partOptions, sortOutputs } from './output-matrix';
import { matrixJob } from './matrix-job.builder';

describe('output matrix', () => {
  const job = matrixJob();
  const rows = describeOutputs(job.outputVideos, job.outputs);
  const names = (list: { name: string }[]) => list.map((row) => row.name);

  it('offers each source by position and name, and the placements', () => {
    expect(partOptions(job, 'intro').map((option) => option.label)).toEqual(['H1 · hook-1.mp4', 'H2 · summer-hook.mp4']);
    expect(partOptions(job, 'cta')).toEqual([{ value: '1', label: 'C1 · cta.mp4' }]);
    expect(partOptions(job, 'placement').map((option) => option.value)).toEqual(['9:16', '4:5']);
  });

  it('matches outputs by download name, whatever their names say', () => {
    const shuffled = describeOutputs([...job.outputVideos].reverse(), job.outputs);
    expect(shuffled[0]).toMatchObject({ name: 'winter_4x5.mp4', sources: { intro: 2, body: 1, placement: '4:5' } });
    expect(describeOutputs([outputPath('other.mp4')], job.outputs)[0].sources).toBeUndefined();
  });

  it('filters by each part, and by several at once', () => {
    expect(names(filterOutputs(rows, { ...NO_FILTERS, intro: '2' }))).toEqual(['winter_9x16.mp4', 'winter_4x5.mp4']);
    expect(filterOutputs(rows, { ...NO_FILTERS, body: '1' })).toHaveLength(4);
    expect(filterOutputs(rows, { ...NO_FILTERS, cta: '2' })).toHaveLength(0);
    expect(names(filterOutputs(rows, { ...NO_FILTERS, placement: '4:5' }))).toEqual(['autumn_4x5.mp4', 'winter_4x5.mp4']);
    expect(names(filterOutputs(rows, { intro: '1', text: '', body: '1', cta: '1', placement: '9:16' }))).toEqual(['autumn_9x16.mp4']);
  });

  it('sorts by a part, ties by name, placements in the order chosen', () => {
    expect(names(sortOutputs(rows, 'placement', job.placements))).toEqual(['autumn_9x16.mp4', 'winter_9x16.mp4', 'autumn_4x5.mp4', 'winter_4x5.mp4']);
    expect(names(sortOutputs(rows, 'name', job.placements))).toEqual(['autumn_4x5.mp4', 'autumn_9x16.mp4', 'winter_4x5.mp4', 'winter_9x16.mp4']);
    expect(names(sortOutputs(rows, 'listed', job.placements))).toEqual(names(rows));
  });

  it('describes nothing when the server did not', () => {
    const plain = buildJobView({ outputVideos: [outputPath('a.mp4')] });
    expect(describeOutputs(plain.outputVideos, plain.outputs)).toEqual([{ path: outputPath('a.mp4'), name: 'a.mp4', sources: undefined }]);
  });
});
