import { FRAMING_CHOICES, isFramingChoice, type PlacementName } from '@reelmix/contracts/browser';
import { CENTRE_FOCUS, defaultFramingMode, framingKeyPart, MAX_AUTO_FILL_CROP, resolveFraming } from './framing';
import { buildProbeResult } from './probe-result.builder';

const clip = buildProbeResult;

describe('defaultFramingMode', () => {
  it.each<[string, Parameters<typeof clip>[0], PlacementName, 'fill' | 'blur']>([
    ['landscape 16:9 into 9:16 (68% would be cropped)', { width: 1920, height: 1080 }, '9:16', 'blur'],
    ['9:16 into 4:5 (29.7%)', { width: 1080, height: 1920 }, '4:5', 'blur'],
    ['1:1 into 4:5 (20%)', { width: 1080, height: 1080 }, '4:5', 'blur'],
    ['5:4 into 1:1 (20%)', { width: 1350, height: 1080 }, '1:1', 'blur'],
    ['4:3 into 16:9 (25%)', { width: 1440, height: 1080 }, '16:9', 'blur'],
    ['3:4 into 4:5 (6.25%)', { width: 1080, height: 1440 }, '4:5', 'fill'],
    ['1.1:1 into 1:1 (9.1%)', { width: 1188, height: 1080 }, '1:1', 'fill'],
    ['the frame shape itself (0%, the same picture as fit)', { width: 720, height: 1280 }, '9:16', 'fill'],
    ['landscape stored, shown upright by its rotation, into 9:16 (0%)', { width: 1920, height: 1080, rotation: 90 }, '9:16', 'fill'],
    ['DV widescreen with 32:27 pixels into 16:9 (0% once the pixel aspect is applied)', { width: 720, height: 480, sampleAspectRatio: 32 / 27 }, '16:9', 'fill'],
    ['the same frame with square pixels into 16:9 (15.6%)', { width: 720, height: 480 }, '16:9', 'blur'],
  ])('%s', (_, shape, placement, mode) => {
    expect(defaultFramingMode(clip(shape), placement)).toBe(mode);
  });

  it('fills under the crop limit and blurs from it on', () => {
    // 1:1 into 1:1 after widening the clip until covering crops exactly the limit.
    const atLimit = 1 / (1 - MAX_AUTO_FILL_CROP);
    expect(defaultFramingMode(clip({ width: 1000 * atLimit - 1, height: 1000 }), '1:1')).toBe('fill');
    expect(defaultFramingMode(clip({ width: 1000 * atLimit + 1, height: 1000 }), '1:1')).toBe('blur');
  });
});

describe('resolveFraming', () => {
  it('resolves auto by the rule, with the centre and black bars by default', () => {
    expect(resolveFraming('auto', clip(), '9:16')).toEqual({ mode: 'blur', focus: CENTRE_FOCUS, barColour: '#000000' });
    expect(resolveFraming('auto', clip({ width: 720, height: 1280 }), '9:16').mode).toBe('fill');
  });

  it('keeps an explicit mode whatever the clip, and takes the overrides', () => {
    expect(resolveFraming('fit', clip(), '9:16', { barColour: '#FFAA00' })).toEqual({ mode: 'fit', focus: CENTRE_FOCUS, barColour: '#ffaa00' });
    expect(resolveFraming('fill', clip(), '9:16', { focus: { x: 0, y: 1 } })).toMatchObject({ mode: 'fill', focus: { x: 0, y: 1 } });
    expect(resolveFraming('blur', clip({ width: 720, height: 1280 }), '9:16').mode).toBe('blur');
  });

  it('refuses a focus off the frame and a colour ffmpeg would misread', () => {
    expect(() => resolveFraming('fill', clip(), '9:16', { focus: { x: 1.2, y: 0.5 } })).toThrow('focus must be two numbers from 0 to 1');
    expect(() => resolveFraming('fill', clip(), '9:16', { focus: { x: Number.NaN, y: 0.5 } })).toThrow(RangeError);
    expect(() => resolveFraming('fit', clip(), '9:16', { barColour: 'black' })).toThrow('bar colour must be #rrggbb, got "black"');
    expect(() => resolveFraming('fit', clip(), '9:16', { barColour: '#000' })).toThrow(RangeError);
  });
});

describe('isFramingChoice', () => {
  it('accepts auto and the three modes only', () => {
    expect(FRAMING_CHOICES.filter(isFramingChoice)).toEqual(['auto', 'fill', 'blur', 'fit']);
    expect(isFramingChoice('crop')).toBe(false);
    expect(isFramingChoice('Fill')).toBe(false);
  });
});

describe('framingKeyPart', () => {
  it('is the choice alone at the centre focus, and names the focus elsewhere, to a thousandth', () => {
    expect(framingKeyPart('blur')).toBe('blur');
    expect(framingKeyPart('fill', { x: 0.5, y: 0.5 })).toBe('fill');
    expect(framingKeyPart('fill', { x: 0.3, y: 0.5 })).toBe('fill_f300_500');
    expect(framingKeyPart('auto', { x: 0.1234, y: 0.9999 })).toBe('auto_f123_1000');
    expect(framingKeyPart('fill', { x: 0.5004, y: 0.4996 })).toBe('fill');
  });
});
