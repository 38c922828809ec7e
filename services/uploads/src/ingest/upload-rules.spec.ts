import { displayName, extensionOf } from './file-names';
import { UploadsErrors } from '../uploads-errors';
import { combinationsOf } from './upload-rules';

describe('upload rules', () => {
  it('counts combinations as the product of the sections that have files (docs/product-rules.md#combinations-and-placements)', () => {
    expect(combinationsOf({ intro: 0, body: 0, cta: 0 })).toBe(0);
    expect(combinationsOf({ intro: 4, body: 0, cta: 0 })).toBe(4);
    expect(combinationsOf({ intro: 3, body: 3, cta: 0 })).toBe(9);
    expect(combinationsOf({ intro: 3, body: 3, cta: 3 })).toBe(27);
  });

  it('keeps only the base name, without control characters, and never an empty one', () => {
    expect(displayName('../../etc/passwd.mp4')).toBe('passwd.mp4');
    expect(displayName('C:\\\\clips\\\\hook.mov')).toBe('hook.mov');
    expect(displayName('bad\u0000name\n.mp4')).toBe('badname.mp4');
    expect(displayName('🎬 final.mp4')).toBe('🎬 final.mp4');
    expect(displayName(undefined)).toBe('unnamed');
    expect(displayName('..')).toBe('unnamed');
    expect(extensionOf('Clip.MOV')).toBe('mov');
  });

  it('words the refusals as the spec does, with the Pro hint for free users only', () => {
    expect(UploadsErrors.tooManyFiles('intro', 'free').message).toBe(
      'Too Many Files: Maximum 3 files allowed for the intro videos. Upgrade to Pro for up to 10 files per section.',
    );
    expect(UploadsErrors.tooManyFiles('cta', 'pro').message).toBe('Too Many Files: Maximum 10 files allowed for the CTA videos.');
    expect(UploadsErrors.tooManyCombinations(36, 'free').message).toBe(
      'Too Many Combinations: This would create 36 video combinations. Maximum allowed: 27',
    );
    expect(UploadsErrors.tooLarge('big.mp4', 'body', 'free').message).toContain('"big.mp4" is larger than 100MB');
  });
});
