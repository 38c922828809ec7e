import { TEXT_MESSAGES } from '@reelmix/contracts/browser';
import type { FileRejection } from 'react-dropzone';
import { describe, expect, it } from 'vitest';
import { buildLibraryClip } from '../clip-library/library-clip.builder';
import { newTextLine } from '../combination-plan/text-lines';
import { admitFiles, admitLibraryClips, rejectionNotice, startProblem, uploadLimitsFor } from './upload-limits';
import { chosenClipName, combinationCount, NO_FILES, type SectionFiles } from './upload-sections';

const MB = 1024 * 1024;
const free = uploadLimitsFor(false);
const pro = uploadLimitsFor(true);

function clip(name: string, sizeMb = 1): File {
  const file = new File(['x'], name, { type: 'video/mp4' });
  Object.defineProperty(file, 'size', { value: sizeMb * MB });
  return file;
}
const clips = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => clip(`${prefix}-${index + 1}.mp4`));
const line = (text: string, label = '') => ({ ...newTextLine(), text, label });

describe('plan limits', () => {
  it('gives free users 3 files, 27 combinations, 50/100/50 MB and Pro users 10, 100, 200 MB', () => {
    expect(free).toEqual({ isPro: false, maxFilesPerSection: 3, maxCombinations: 27, maxTexts: 3, maxFileMb: { intro: 50, body: 100, cta: 50 } });
    expect(pro).toEqual({ isPro: true, maxFilesPerSection: 10, maxCombinations: 100, maxTexts: 10, maxFileMb: { intro: 200, body: 200, cta: 200 } });
  });
});

describe('combination count', () => {
  it('multiplies the non-empty sections, or takes the one section used', () => {
    expect(combinationCount(NO_FILES)).toBe(0);
    expect(combinationCount({ ...NO_FILES, body: clips('b', 4) })).toBe(4);
    expect(combinationCount({ intro: clips('i', 2), body: [], cta: clips('c', 3) })).toBe(6);
    expect(combinationCount({ intro: clips('i', 2), body: clips('b', 2), cta: clips('c', 3) })).toBe(12);
  });

  it('counts texts as a part of their own, and no texts as one', () => {
    const set = { intro: clips('i', 2), body: clips('b', 2), cta: clips('c', 3) };
    expect(combinationCount(set, 0)).toBe(12);
    expect(combinationCount(set, 1)).toBe(12);
    expect(combinationCount(set, 3)).toBe(36);
    expect(combinationCount(NO_FILES, 3)).toBe(0);
  });
});

describe('admitting dropped files', () => {
  it('takes files within every limit without a notice', () => {
    const result = admitFiles(NO_FILES, 'intro', clips('i', 2), free);
    expect(result.files.intro.map(chosenClipName)).toEqual(['i-1.mp4', 'i-2.mp4']);
    expect(result.notice).toBeNull();
  });

  it('leaves out files over the section size limit, naming them, with a Pro upsell for free users', () => {
    const result = admitFiles(NO_FILES, 'intro', [clip('small.mp4', 10), clip('big.mp4', 51)], free);
    expect(result.files.intro.map(chosenClipName)).toEqual(['small.mp4']);
    expect(result.notice).toMatchObject({ title: 'File Size Limit Exceeded', variant: 'destructive' });
    expect(result.notice?.description).toBe('"big.mp4" is larger than 50MB, the limit for intro videos. Upgrade to Pro to upload files up to 200MB.');

    expect(admitFiles(NO_FILES, 'body', [clip('body.mp4', 100)], free).notice).toBeNull();
    const proResult = admitFiles(NO_FILES, 'cta', [clip('a.mp4', 201), clip('b.mp4', 250)], pro);
    expect(proResult.notice?.description).toBe('"a.mp4", "b.mp4" are larger than 200MB, the limit for CTA videos.');
  });

  it('cuts files past the per-section count', () => {
    const current: SectionFiles = { ...NO_FILES, body: clips('b', 2) };
    const result = admitFiles(current, 'body', clips('new', 3), free);
    expect(result.files.body.map(chosenClipName)).toEqual(['b-1.mp4', 'b-2.mp4', 'new-1.mp4']);
    expect(result.notice).toMatchObject({
      title: 'Too Many Files',
      description: 'Maximum 3 files allowed for the body videos. Upgrade to Pro for up to 10 files per section.',
    });
    expect(admitFiles(NO_FILES, 'cta', clips('c', 11), pro).notice?.description).toBe('Maximum 10 files allowed for the CTA videos.');
  });

  it('adds nothing when the drop would pass the combination limit', () => {
    const current: SectionFiles = { intro: clips('i', 10), body: clips('b', 10), cta: clips('c', 1) };
    const result = admitFiles(current, 'cta', clips('more', 1), pro);
    expect(result.files).toBe(current);
    expect(result.notice).toMatchObject({
      title: 'Too Many Combinations',
      description: 'This would create 200 video combinations. Maximum allowed: 100.',
    });
  });

  it('adds a Pro upsell to the combination notice when the limit is below 100', () => {
    // Free users reach 27 only with three full sections, so a lower ceiling shows the wording.
    const result = admitFiles({ ...NO_FILES, intro: clips('i', 3) }, 'body', clips('b', 3), { ...free, maxCombinations: 8 });
    expect(result.notice?.description).toBe(
      'This would create 9 video combinations. Maximum allowed: 8. Upgrade to Pro for up to 100 combinations.',
    );
  });
});

describe('admitting library clips', () => {
  const reused = (count: number) => Array.from({ length: count }, (_, index) => buildLibraryClip({ id: `clip-${index + 1}`, originalName: `old-${index + 1}.mp4` }));

  it('counts them with the files of the section, whatever size they are', () => {
    const current: SectionFiles = { ...NO_FILES, intro: clips('i', 2) };
    const result = admitLibraryClips(current, 'intro', [buildLibraryClip({ sizeBytes: 900 * MB })], free);
    expect(result.files.intro.map(chosenClipName)).toEqual(['i-1.mp4', 'i-2.mp4', 'hook1.mp4']);
    expect(result.notice).toBeNull();
  });

  it('cuts them past the per-section count like files', () => {
    const result = admitLibraryClips({ ...NO_FILES, body: clips('b', 2) }, 'body', reused(2), free);
    expect(result.files.body.map(chosenClipName)).toEqual(['b-1.mp4', 'b-2.mp4', 'old-1.mp4']);
    expect(result.notice?.title).toBe('Too Many Files');
  });

  it("counts the clips a job already holds when clips are added to it", () => {
    const held = { intro: 2, body: 9, cta: 1 };
    const cut = admitFiles(NO_FILES, 'body', clips('b', 2), pro, held);
    expect(cut.files.body.map(chosenClipName)).toEqual(['b-1.mp4']);
    expect(cut.notice?.title).toBe('Too Many Files');

    // 10 intros x 10 bodies x 1 CTA would be 100; one more CTA doubles it past Pro's 100.
    const refused = admitLibraryClips(NO_FILES, 'cta', reused(1), pro, { intro: 10, body: 10, cta: 1 });
    expect(refused.files).toBe(NO_FILES);
    expect(refused.notice?.description).toContain('This would create 200 video combinations.');
  });
});

describe('drop rejections', () => {
  it('names each refused file and why', () => {
    const rejection = (file: File, code: string, message: string) =>
      ({ file, errors: [{ code, message }] }) as unknown as FileRejection;
    const notice = rejectionNotice([
      rejection(clip('notes.txt'), 'file-invalid-type', 'File type must be video'),
      rejection(clip('empty.mp4'), 'file-too-small', 'File is smaller than 1 bytes'),
    ]);
    expect(notice).toMatchObject({ title: 'File Not Accepted', variant: 'destructive' });
    expect(notice?.description).toBe('"notes.txt" is not a supported video type (mp4, mov, avi, mkv, webm). "empty.mp4" is empty');
    expect(rejectionNotice([])).toBeNull();
  });
});

describe('before starting', () => {
  it('asks for at least one video', () => {
    expect(startProblem(NO_FILES, free)).toMatchObject({ title: 'No Videos Selected' });
  });

  it('asks for two sections or more than one video in a section', () => {
    expect(startProblem({ ...NO_FILES, intro: clips('i', 1) }, free)).toMatchObject({
      title: 'Insufficient Videos',
      description: 'Add videos to at least two sections, or more than one video to a section, to create variations.',
    });
  });

  it('names the section that still needs a video, as the service would', () => {
    expect(startProblem({ ...NO_FILES, intro: clips('i', 2) }, free)).toMatchObject({
      title: 'Insufficient Videos',
      description: 'At least one body video is required',
    });
    expect(startProblem({ intro: clips('i', 1), body: clips('b', 1), cta: [] }, free)?.description).toBe(
      'At least one CTA video is required',
    );
  });

  it('refuses a line of text that cannot be drawn, naming it, with the contracts’ words', () => {
    const set = { intro: clips('i', 1), body: clips('b', 1), cta: clips('c', 1) };
    expect(startProblem(set, free, [line('Stop scrolling'), line('Glow 🔥')])).toMatchObject({
      title: 'Check the Texts',
      description: `Text 2: ${TEXT_MESSAGES.emoji}`,
    });
    expect(startProblem(set, free, [line('Stop scrolling'), line('stop  scrolling')])?.description).toBe(TEXT_MESSAGES.duplicate);
    expect(startProblem(set, free, [line('Stop scrolling', 'stop')])).toBeNull();
  });

  it('counts the texts against the combination limit: 3 x 3 x 3 fits the free plan, a second text does not', () => {
    const full = { intro: clips('i', 3), body: clips('b', 3), cta: clips('c', 3) };
    expect(startProblem(full, free, [line('Stop scrolling')])).toBeNull();
    expect(startProblem(full, free, [line('Stop scrolling'), line('Dermatologists hate this')])).toMatchObject({
      title: 'Too Many Combinations',
      description: 'This would create 54 video combinations. Maximum allowed: 27. Upgrade to Pro for up to 100 combinations.',
    });
  });

  it('refuses a drop that would pass the combination limit with the texts written', () => {
    const result = admitFiles({ intro: clips('i', 3), body: clips('b', 3), cta: clips('c', 1) }, 'cta', clips('c', 1), free, undefined, 2);
    expect(result.notice).toMatchObject({ title: 'Too Many Combinations' });
    expect(result.notice?.description).toMatch(/^This would create 36 video combinations/);
  });

  it('passes a complete set within the limits', () => {
    expect(startProblem({ intro: clips('i', 3), body: clips('b', 3), cta: clips('c', 3) }, free)).toBeNull();
  });
});
