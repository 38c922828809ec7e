import { displayName, extensionOf, MAX_DISPLAY_NAME_LENGTH } from './file-names';

describe('display names', () => {
  it('keeps the extension when a long name is shortened, so the type check sees what was sent', () => {
    const name = displayName(`${'a'.repeat(250)}.mp4`);
    expect(name).toHaveLength(MAX_DISPLAY_NAME_LENGTH);
    expect(name.endsWith('.mp4')).toBe(true);
    expect(extensionOf(name)).toBe('mp4');
  });

  it('shortens by characters, never splitting an emoji, and leaves names at the limit alone', () => {
    const atLimit = `${'b'.repeat(MAX_DISPLAY_NAME_LENGTH - 4)}.mov`;
    expect(displayName(atLimit)).toBe(atLimit);
    const name = displayName(`${'🎬'.repeat(300)}.webm`);
    expect(Array.from(name)).toHaveLength(MAX_DISPLAY_NAME_LENGTH);
    expect(name.endsWith('🎬.webm')).toBe(true);
    // A lone surrogate would not survive a round trip through UTF-8.
    expect(Buffer.from(name, 'utf8').toString('utf8')).toBe(name);
  });

  it('strips bidi controls, so a name cannot display as something it is not', () => {
    // "clip\u202Evom.exe" shows as "clipexe.mov" in a right-to-left override.
    expect(displayName('clip\u202Evom.exe')).toBe('clipvom.exe');
    const bidi = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];
    expect(displayName(`hook${bidi.join('')}.mp4`)).toBe('hook.mp4');
  });

  it('strips zero-width characters, so two names that look alike are alike', () => {
    const zeroWidth = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'];
    expect(displayName(`\uFEFFho${zeroWidth.join('')}ok.mp4`)).toBe('hook.mp4');
    expect(displayName('\u200B\u200D')).toBe('unnamed');
  });

  it('keeps other scripts and emoji', () => {
    expect(displayName('مقطع.mp4')).toBe('مقطع.mp4');
    expect(displayName('🎬 final cut.mp4')).toBe('🎬 final cut.mp4');
  });
});
