import { buildStemIndex, matchAdName, matchAdNameStrictly, namesBearingOn } from './ad-matching';
import { matchRowsToDesign } from './report';
import { gridDesign } from './simulated-export';
import type { ExportRow } from './export-reader';

const files = ['h1-b1-c1_9x16.mp4', 'h1-b1-c1_9x16-2.mp4', 'h2-b1-c1_9x16.mp4', 'Hook Alpha.mp4'];
const index = buildStemIndex(files, (f) => f);

describe('matchAdName', () => {
  it.each([
    ['h1-b1-c1_9x16.mp4', 'h1-b1-c1_9x16.mp4'],
    ['h1-b1-c1_9x16', 'h1-b1-c1_9x16.mp4'],
    ['Spring test | H1-B1-C1_9X16.MP4 | v3', 'h1-b1-c1_9x16.mp4'],
    ['UGC h1-b1-c1_9x16-2 copy', 'h1-b1-c1_9x16-2.mp4'],
    ['h1-b1-c1_9x16-2.mp4', 'h1-b1-c1_9x16-2.mp4'],
    ['new: hook alpha', 'Hook Alpha.mp4'],
  ])('matches %s to %s', (adName, file) => {
    expect(matchAdName(index, adName)).toBe(file);
  });

  it('refuses a name holding two videos side by side rather than guessing', () => {
    expect(matchAdNameStrictly(index, 'h1-b1-c1_9x16 vs h2-b1-c1_9x16')).toEqual({ kind: 'ambiguous', items: ['h1-b1-c1_9x16.mp4', 'h2-b1-c1_9x16.mp4'] });
    expect(matchAdName(index, 'h1-b1-c1_9x16 vs h2-b1-c1_9x16')).toBeNull();
    // The same video twice is still one video.
    expect(matchAdNameStrictly(index, 'h1-b1-c1_9x16 | h1-b1-c1_9x16.mp4')).toEqual({ kind: 'one', item: 'h1-b1-c1_9x16.mp4' });
  });

  it("tells two jobs' videos apart by the job label, and refuses a name two jobs share", () => {
    const jobs = buildStemIndex(
      [
        { job: 3, file: 'j3-h1-b1-c1_9x16.mp4' },
        { job: 13, file: 'j13-h1-b1-c1_9x16.mp4' },
        { job: 1, file: 'h1-b1-c1_9x16.mp4' },
        { job: 2, file: 'h1-b1-c1_9x16.mp4' },
      ],
      (item) => item.file,
    );
    expect(matchAdNameStrictly(jobs, 'Set A | j13-h1-b1-c1_9x16.mp4')).toMatchObject({ kind: 'one', item: { job: 13 } });
    expect(matchAdNameStrictly(jobs, 'j3-h1-b1-c1_9x16')).toMatchObject({ kind: 'one', item: { job: 3 } });
    expect(matchAdNameStrictly(jobs, 'h1-b1-c1_9x16')).toMatchObject({ kind: 'ambiguous', items: [{ job: 1 }, { job: 2 }] });
  });

  it("keeps of another job's names only those that hold one of this job's", () => {
    expect(namesBearingOn(['h1-b1-c1_9x16.mp4', 'h2-b1-c1_9x16.mp4'], ['j4-h1-b1-c1_9x16.mp4', 'h1-b1-c1_9x16.mp4', 'j4-h3-b1-c1_9x16.mp4', 'h1-b1-c1_4x5.mp4'])).toEqual([
      'j4-h1-b1-c1_9x16.mp4',
      'h1-b1-c1_9x16.mp4',
    ]);
    expect(namesBearingOn(['j3-h1-b1-c1_9x16.mp4'], ['j13-h1-b1-c1_9x16.mp4', 'j4-h1-b1-c1_9x16.mp4'])).toEqual([]);
  });

  it('gives null when no stem appears', () => {
    expect(matchAdName(index, 'h3-b1-c1_9x16')).toBeNull();
    expect(matchAdName(index, '')).toBeNull();
  });
});

describe('matchRowsToDesign', () => {
  const row = (adName: string, impressions: number, clicks: number): ExportRow => ({ adName, spend: 1, impressions, clicks, results: 0, hookViews: null });

  it('adds up rows of one output and reports unmatched both ways', () => {
    const design = gridDesign(2, 1, 1);
    const matched = matchRowsToDesign(
      [row('Set A - h1-b1-c1_9x16', 100, 2), row('Set B - h1-b1-c1_9x16.mp4', 50, 1), row('mystery ad', 10, 0), row('mystery ad', 5, 0)],
      design,
    );
    expect(matched.matchedRows).toBe(2);
    expect(matched.ads).toHaveLength(1);
    expect(matched.ads[0]).toMatchObject({ impressions: 150, clicks: 3, spend: 2 });
    expect(matched.unmatchedRows).toEqual(['mystery ad']);
    expect(matched.outputsWithoutRows).toEqual(['h2-b1-c1_9x16.mp4']);
  });

  it("counts another job's rows apart and leaves out rows whose name two jobs share", () => {
    const design = gridDesign(2, 1, 1);
    const matched = matchRowsToDesign(
      [row('h2-b1-c1_9x16', 100, 2), row('j4-h1-b1-c1_9x16', 80, 9), row('h1-b1-c1_9x16', 60, 1)],
      design,
      ['j4-h1-b1-c1_9x16.mp4', 'h1-b1-c1_9x16.mp4'],
    );
    expect(matched.matchedRows).toBe(1);
    expect(matched.ads).toEqual([expect.objectContaining({ impressions: 100, output: expect.objectContaining({ file: 'h2-b1-c1_9x16.mp4' }) })]);
    expect(matched.otherJobsRows).toBe(1);
    expect(matched.ambiguousRows).toEqual(['h1-b1-c1_9x16']);
    expect(matched.unmatchedRows).toEqual([]);
  });
});

describe('matching the names of a job with texts', () => {
  const row = (adName: string): ExportRow => ({ adName, spend: 1, impressions: 100, clicks: 1, results: 0, hookViews: null });

  it('tells texts, hooks and positions of two digits apart', () => {
    const named = buildStemIndex(['h1-t1-b1-c3_9x16.mp4', 'h1-t2-b1-c3_9x16.mp4', 'h1-t10-b1-c3_9x16.mp4', 'h11-t1-b1-c3_9x16.mp4', 'h1-t1-b1-c3_9x16-2.mp4'], (f) => f);
    expect(matchAdName(named, 'Spring | H1-T2-B1-C3_9X16.mp4 | v2')).toBe('h1-t2-b1-c3_9x16.mp4');
    expect(matchAdName(named, 'h1-t1-b1-c3_9x16')).toBe('h1-t1-b1-c3_9x16.mp4');
    expect(matchAdName(named, 'h1-t10-b1-c3_9x16')).toBe('h1-t10-b1-c3_9x16.mp4');
    expect(matchAdName(named, 'h11-t1-b1-c3_9x16')).toBe('h11-t1-b1-c3_9x16.mp4');
    expect(matchAdName(named, 'h1-t1-b1-c3_9x16-2 copy')).toBe('h1-t1-b1-c3_9x16-2.mp4');
    // A name without the text names none of them.
    expect(matchAdName(named, 'h1-b1-c3_9x16')).toBeNull();
    expect(matchAdNameStrictly(named, 'h1-t1-b1-c3_9x16 vs h1-t2-b1-c3_9x16')).toMatchObject({ kind: 'ambiguous' });
  });

  it("gives each row to its text's output, apart from another job's names with and without texts", () => {
    const design = gridDesign(2, 1, 3, ['9x16'], 2);
    expect(design.map((o) => o.file)).toContain('h1-t2-b1-c3_9x16.mp4');
    const otherJobs = ['h1-b1-c3_9x16.mp4', 'j4-h1-t2-b1-c3_9x16.mp4'];

    const matched = matchRowsToDesign(
      [row('UGC | h1-t2-b1-c3_9x16.mp4 | v2'), row('Set B - h1-t2-b1-c3_9x16'), row('h2-t1-b1-c1_9x16'), row('h1-b1-c3_9x16'), row('j4-h1-t2-b1-c3_9x16'), row('h1-t1-b1-c3_9x16 | h1-t2-b1-c3_9x16')],
      design,
      otherJobs,
    );
    expect(matched.ads.map((ad) => [ad.output.file, ad.output.text?.position, ad.impressions])).toEqual([
      ['h1-t2-b1-c3_9x16.mp4', 2, 200],
      ['h2-t1-b1-c1_9x16.mp4', 1, 100],
    ]);
    expect(matched.otherJobsRows).toBe(2);
    expect(matched.ambiguousRows).toEqual(['h1-t1-b1-c3_9x16 | h1-t2-b1-c3_9x16']);
    expect(matched.unmatchedRows).toEqual([]);
    expect(namesBearingOn(['h1-t2-b1-c3_9x16.mp4'], [...otherJobs, 'h11-t2-b1-c3_9x16.mp4', 'h1-t2-b1-c3_1x1.mp4'])).toEqual(['j4-h1-t2-b1-c3_9x16.mp4']);
  });
});
