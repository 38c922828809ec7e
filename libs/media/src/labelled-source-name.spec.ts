import { sourceNameOf } from './labelled-source-name';
import { outputFileNames, parseNameTemplate } from './output-names';

const hookNamed = (intro: string) =>
  outputFileNames([{ parts: { intro: 1, body: 1, cta: 1 }, placement: '9:16' }], parseNameTemplate('{hook}_{ratio}', ['9:16']), { intro: [intro], body: ['b.mp4'], cta: ['c.mp4'] })[0];

describe('a labelled clip in a name template', () => {
  it('is named by its whole label, dots and slashes included', () => {
    expect(hookNamed(sourceNameOf({ label: 'UGC Sarah v3.1', fileName: 'IMG_0412.mov' }))).toBe('UGC-Sarah-v3.1_9x16.mp4');
    expect(hookNamed(sourceNameOf({ label: 'A/B hook', fileName: 'IMG_0412.mov' }))).toBe('A-B-hook_9x16.mp4');
  });

  it('is named by its file name without a label, its extension dropped', () => {
    expect(hookNamed(sourceNameOf({ label: null, fileName: 'clips/IMG_0412.mov' }))).toBe('IMG_0412_9x16.mp4');
  });
});
