import { describe, expect, it } from 'vitest';
import { buildJobPlan } from '../combination-plan/combination-plan.builder';
import { bannerCounts } from './banner-counts';
import { NO_FILES, type SectionFiles } from './upload-sections';

const file = (name: string) => new File(['x'], name, { type: 'video/mp4' });
/** Two hooks, one body, one CTA: two combinations before any text. */
const FILES: SectionFiles = { intro: [file('hook-1.mp4'), file('hook-2.mp4')], body: [file('body.mp4')], cta: [file('cta.mp4')] };

describe('bannerCounts', () => {
  it('counts the chosen clips before the upload, in every placement', () => {
    expect(bannerCounts({ files: FILES, texts: 0 }, 1, 3)).toEqual({ combinations: 2, videos: 2, placements: 1, maxCombinations: 3 });
    expect(bannerCounts({ files: NO_FILES, texts: 0 }, 2, 3)).toEqual({ combinations: 0, videos: 0, placements: 2, maxCombinations: 3 });
  });

  it('counts the texts written before the upload as a fourth part: hooks × texts × bodies × CTAs × placements', () => {
    expect(bannerCounts({ files: FILES, texts: 3 }, 2, 27)).toEqual({ combinations: 6, videos: 12, placements: 2, maxCombinations: 27 });
    // Texts alone make no job: a section without a clip still counts nothing.
    expect(bannerCounts({ files: { ...FILES, cta: [] }, texts: 3 }, 2, 27)).toMatchObject({ combinations: 0, videos: 0 });
  });

  it('takes the job’s plan once it is in, so texts added after the upload are counted', () => {
    const plan = buildJobPlan({ texts: [{ text: 'Stop scrolling if you have dry skin' }, { text: 'Dermatologists hate this' }] }, { maxCombinations: 27 });

    // Two hooks × two texts × one body × one CTA, in the plan's two placements.
    expect(bannerCounts({ files: FILES, texts: 0 }, 1, 3, plan)).toEqual({ combinations: 4, videos: 8, placements: 2, maxCombinations: 27 });
  });

  it('states what the plan renders when it leaves combinations out', () => {
    const plan = buildJobPlan({ texts: [{ text: 'one' }, { text: 'two' }], balanced: 3 });

    expect(bannerCounts({ files: FILES, texts: 0 }, 2, 27, plan)).toMatchObject({ combinations: 3, videos: 6 });
  });
});
