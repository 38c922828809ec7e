import {
  contrastRatio,
  DEFAULT_TEXT_STYLE,
  MIN_TEXT_CONTRAST,
  normaliseTextVariant,
  TEXT_MESSAGES,
  TEXT_VARIANT_MAX_LENGTH,
  textStyleProblem,
  textVariantProblem,
  textVariantsProblem,
} from './text-variants';

describe('text variants', () => {
  it('keeps a typed text as one line with single spaces', () => {
    expect(normaliseTextVariant('  Stop   scrolling\tif you have dry skin ')).toBe('Stop scrolling if you have dry skin');
  });

  it('draws accented Latin, Greek and Cyrillic, and refuses emoji and right-to-left scripts with the reason', () => {
    expect(textVariantProblem('Dermatologists hate this')).toBeNull();
    expect(textVariantProblem('Crème brûlée, ça marche')).toBeNull();
    expect(textVariantProblem('Скидка 50% сегодня')).toBeNull();
    expect(textVariantProblem('50% off #1 * today')).toBeNull();
    expect(textVariantProblem('Stop scrolling 🔥')).toBe(TEXT_MESSAGES.emoji);
    expect(textVariantProblem('Made in 🇫🇷')).toBe(TEXT_MESSAGES.emoji);
    expect(textVariantProblem('توقف عن التمرير')).toBe(TEXT_MESSAGES.rightToLeft);
    expect(textVariantProblem('הפסיקו לגלול')).toBe(TEXT_MESSAGES.rightToLeft);
  });

  it('refuses an empty, a too long or a multi-line text', () => {
    expect(textVariantProblem('')).toBe(TEXT_MESSAGES.empty);
    expect(textVariantProblem('a'.repeat(TEXT_VARIANT_MAX_LENGTH))).toBeNull();
    expect(textVariantProblem('a'.repeat(TEXT_VARIANT_MAX_LENGTH + 1))).toBe(TEXT_MESSAGES.tooLong);
    expect(textVariantProblem('one\ntwo')).toBe(TEXT_MESSAGES.unprintable);
  });

  it('refuses two texts that differ only in case, and a label that is empty or too long', () => {
    expect(textVariantsProblem([{ text: 'Stop scrolling' }, { text: 'Dermatologists hate this', label: 'Derm' }])).toBeNull();
    expect(textVariantsProblem([{ text: 'Stop scrolling' }, { text: 'stop scrolling' }])).toBe(TEXT_MESSAGES.duplicate);
    expect(textVariantsProblem([{ text: 'Stop', label: '' }])).toBe(TEXT_MESSAGES.label);
    expect(textVariantsProblem([{ text: 'Stop', label: 'x'.repeat(41) }])).toBe(TEXT_MESSAGES.label);
  });

  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // WCAG's own example pair: #777777 on white is just under 4.5:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('accepts the default style and refuses an unreadable colour pair, a missing weight and an odd duration', () => {
    expect(textStyleProblem(DEFAULT_TEXT_STYLE)).toBeNull();
    expect(contrastRatio(DEFAULT_TEXT_STYLE.colour, DEFAULT_TEXT_STYLE.backdropColour)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(textStyleProblem({ ...DEFAULT_TEXT_STYLE, colour: '#777777', backdropColour: '#ffffff' })).toBe(TEXT_MESSAGES.contrast(contrastRatio('#777777', '#ffffff')));
    expect(textStyleProblem({ ...DEFAULT_TEXT_STYLE, font: 'anton', weight: 'bold' })).toBe(TEXT_MESSAGES.weight('anton'));
    expect(textStyleProblem({ ...DEFAULT_TEXT_STYLE, colour: 'white' })).toBe(TEXT_MESSAGES.colour);
    expect(textStyleProblem({ ...DEFAULT_TEXT_STYLE, durationSec: 0.2 })).toBe(TEXT_MESSAGES.duration);
    expect(textStyleProblem({ ...DEFAULT_TEXT_STYLE, durationSec: 3 })).toBeNull();
  });
});
