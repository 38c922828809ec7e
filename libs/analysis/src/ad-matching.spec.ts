import { buildStemIndex, matchAdName } from './ad-matching';
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
});
