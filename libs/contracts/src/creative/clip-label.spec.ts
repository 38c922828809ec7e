import { CLIP_LABEL_MAX_LENGTH, clipLabelFrom, isClipLabel, partDisplayName } from './clip-label';

describe('a clip label as typed', () => {
  it('is kept trimmed', () => {
    expect(clipLabelFrom('  UGC Sarah v3 ')).toBe('UGC Sarah v3');
  });

  it('clears the label when blank or null', () => {
    expect(clipLabelFrom('   ')).toBeNull();
    expect(clipLabelFrom('')).toBeNull();
    expect(clipLabelFrom(null)).toBeNull();
  });

  it(`takes up to ${CLIP_LABEL_MAX_LENGTH} characters, an emoji counting as one`, () => {
    expect(clipLabelFrom('a'.repeat(CLIP_LABEL_MAX_LENGTH))).toBe('a'.repeat(CLIP_LABEL_MAX_LENGTH));
    expect(clipLabelFrom(`${'a'.repeat(CLIP_LABEL_MAX_LENGTH - 1)}🎬`)).toBe(`${'a'.repeat(CLIP_LABEL_MAX_LENGTH - 1)}🎬`);
    expect(clipLabelFrom('a'.repeat(CLIP_LABEL_MAX_LENGTH + 1))).toBeUndefined();
  });

  it('refuses control characters and line breaks inside it', () => {
    expect(clipLabelFrom('UGC\nSarah')).toBeUndefined();
    expect(clipLabelFrom('UGC\u0007Sarah')).toBeUndefined();
    expect(clipLabelFrom('UGC\u2028Sarah')).toBeUndefined();
  });
});

describe('a stored clip label', () => {
  it('is trimmed text of 1-40 printable characters', () => {
    expect(isClipLabel('Hook – Sarah, café')).toBe(true);
    expect(isClipLabel(' padded')).toBe(false);
    expect(isClipLabel('')).toBe(false);
    expect(isClipLabel(3)).toBe(false);
  });
});

describe('a part as the results name it', () => {
  it('is its label where it has one', () => {
    expect(partDisplayName({ label: 'UGC Sarah v3', fileName: 'IMG_0412.mov' })).toBe('UGC Sarah v3');
  });

  it('is its file name without one', () => {
    expect(partDisplayName({ label: null, fileName: 'IMG_0412.mov' })).toBe('IMG_0412.mov');
    expect(partDisplayName({ fileName: 'IMG_0412.mov' })).toBe('IMG_0412.mov');
  });
});
