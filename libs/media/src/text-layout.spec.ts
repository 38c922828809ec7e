import { DEFAULT_TEXT_STYLE, PLACEMENTS, TEXT_AREAS, TEXT_MESSAGES, type PlacementName, type TextStyle } from '@reelmix/contracts/browser';
import { existsSync } from 'node:fs';
import { fontFile } from './fonts';
import { TextRejectedError } from './media.errors';
import { layoutInArea, layoutText, wrap, type TextLayout } from './text-layout';

const style = (overrides: Partial<TextStyle> = {}): TextStyle => ({ ...DEFAULT_TEXT_STYLE, ...overrides });

/** The layout's box as fractions of the frame, to compare with TEXT_AREAS. */
function boxInFrame(layout: TextLayout, placement: PlacementName) {
  const { width, height } = PLACEMENTS[placement];
  return { left: layout.box.x / width, top: layout.box.y / height, right: (layout.box.x + layout.box.width) / width, bottom: (layout.box.y + layout.box.height) / height };
}

function expectInsideArea(layout: TextLayout, placement: PlacementName) {
  const box = boxInFrame(layout, placement);
  const area = TEXT_AREAS[placement];
  expect(box.left).toBeGreaterThanOrEqual(area.left);
  expect(box.top).toBeGreaterThanOrEqual(area.top);
  expect(box.right).toBeLessThanOrEqual(area.left + area.width);
  expect(box.bottom).toBeLessThanOrEqual(area.top + area.height);
}

const HOOK = 'Stop scrolling if you have dry skin';

describe('fontFile', () => {
  it('finds every shipped face and refuses a weight the font lacks', () => {
    expect(fontFile('inter', 'bold')).toMatch(/Inter_700Bold\.ttf$/);
    expect(existsSync(fontFile('montserrat', 'regular'))).toBe(true);
    expect(existsSync(fontFile('anton', 'regular'))).toBe(true);
    expect(() => fontFile('anton', 'bold')).toThrow(new TextRejectedError(TEXT_MESSAGES.weight('anton')));
  });
});

describe('layoutText', () => {
  it('sizes the letters by the frame width and keeps a short line on one line', () => {
    const layout = layoutText('Dry skin?', style({ size: 'medium' }), '9:16');
    expect(layout.fontSize).toBe(65); // 6% of 1080
    expect(layout.lines.map((line) => line.text)).toEqual(['Dry skin?']);
    expect(layoutText('Dry skin?', style({ size: 'large' }), '16:9').fontSize).toBe(154); // 8% of 1920
  });

  it.each(['9:16', '4:5', '1:1', '16:9'] as const)('%s: wraps a long text at spaces, every line narrower than the area, the box inside it', (placement) => {
    const text = 'Stop scrolling if you have dry skin: this one serum fixed mine in a week and it will fix yours too';
    const layout = layoutText(text, style({ size: 'large' }), placement);
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines.map((line) => line.text).join(' ')).toBe(text);
    for (const line of layout.lines) {
      expect(line.x).toBeGreaterThanOrEqual(layout.box.x);
      expect(line.x + line.width).toBeLessThanOrEqual(layout.box.x + layout.box.width);
    }
    expectInsideArea(layout, placement);
  });

  it('fills each line greedily: the next word would not have fitted', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen';
    const layout = layoutText(text, style({ size: 'large' }), '9:16');
    const widest = layout.box.width;
    for (let i = 0; i < layout.lines.length - 1; i++) {
      const nextWord = layout.lines[i + 1]!.text.split(' ')[0]!;
      const longer = layoutText(`${layout.lines[i]!.text} ${nextWord}`, style({ size: 'large' }), '9:16');
      expect(longer.lines.length === 1 && longer.box.width <= widest).toBe(false);
    }
  });

  it('breaks a word wider than a line between characters, keeping every character', () => {
    const word = 'Supercalifragilisticexpialidocious'.repeat(2);
    const layout = layoutText(`Try ${word} now`, style({ size: 'large' }), '9:16');
    expect(layout.lines[0]!.text).toBe('Try');
    expect(layout.lines.slice(1, -1).join('').length).toBeGreaterThan(0);
    // The last piece is the start of a line like any word: the next word may join it.
    expect(layout.lines.map((line) => line.text).join('').replace(/ /g, '')).toBe(`Try${word}now`);
    expectInsideArea(layout, '9:16');
  });

  it('centres every line on the area column', () => {
    const layout = layoutText(HOOK, style({ size: 'large' }), '9:16');
    const area = TEXT_AREAS['9:16'];
    const areaCentre = (area.left + area.width / 2) * PLACEMENTS['9:16'].width;
    expect(Math.abs(layout.centreX - areaCentre)).toBeLessThanOrEqual(1);
    for (const line of layout.lines) expect(Math.abs(line.x + line.width / 2 - layout.centreX)).toBeLessThanOrEqual(1);
  });

  it('puts the block at the top, middle or bottom of the area', () => {
    const area = TEXT_AREAS['9:16'];
    const { height } = PLACEMENTS['9:16'];
    const at = (position: TextStyle['position']) => layoutText(HOOK, style({ position }), '9:16').box;
    const top = at('top');
    const centre = at('centre');
    const bottom = at('bottom');
    expect(top.y).toBe(Math.ceil(area.top * height));
    expect(bottom.y + bottom.height).toBe(Math.floor((area.top + area.height) * height));
    expect(Math.abs(centre.y + centre.height / 2 - (area.top + area.height / 2) * height)).toBeLessThanOrEqual(1);
    expect(new Set([top.height, centre.height, bottom.height]).size).toBe(1);
  });

  it('steps the baselines down by one line height, each line on its own baseline', () => {
    const layout = layoutText(HOOK, style({ size: 'large' }), '9:16');
    const steps = layout.lines.slice(1).map((line, i) => line.baselineY - layout.lines[i]!.baselineY);
    expect(new Set(steps).size).toBe(1);
    expect(steps[0]).toBeGreaterThan(layout.fontSize);
  });

  it('shrinks a text too tall for the area, in steps down to 60%, then refuses it', () => {
    const target = { frame: { width: 1000, height: 1000 }, area: { top: 0, left: 0, width: 1, height: 0.25 }, name: 'test' };
    const chosen = 80; // 8% of 1000
    const fits = layoutInArea('A short line', style({ size: 'large' }), target);
    expect(fits.fontSize).toBe(chosen);
    const shrunk = layoutInArea('One two three four five six seven eight nine ten eleven twelve thirteen', style({ size: 'large' }), target);
    expect(shrunk.fontSize).toBeLessThan(chosen);
    expect(shrunk.fontSize).toBeGreaterThanOrEqual(chosen * 0.6);
    expect(shrunk.box.y + shrunk.box.height).toBeLessThanOrEqual(250);
    const long = 'One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty';
    expect(() => layoutInArea(long, style({ size: 'large' }), target)).toThrow(new TextRejectedError(TEXT_MESSAGES.doesNotFit('test')));
  });

  it('refuses a character the font has no letter for, naming both', () => {
    expect(() => layoutText('Dry skin 乾燥肌', style({ font: 'anton', weight: 'regular' }), '9:16')).toThrow(
      new TextRejectedError(TEXT_MESSAGES.missingGlyph('anton', '乾')),
    );
    expect(layoutText('Crème brûlée', style({ font: 'anton', weight: 'regular' }), '9:16').lines).toHaveLength(1);
  });

  it('refuses what the contracts refuse: a control character, a style below the contrast minimum', () => {
    expect(() => layoutText('ring \u0007 bell', style(), '9:16')).toThrow(new TextRejectedError(TEXT_MESSAGES.unprintable));
    expect(() => layoutText(HOOK, style({ colour: '#777777', backdropColour: '#888888' }), '9:16')).toThrow(TextRejectedError);
  });

  it('draws the text as the contracts store it: trimmed, runs of spaces made one', () => {
    expect(layoutText('  Dry \n  skin?  ', style(), '9:16').lines.map((line) => line.text)).toEqual(['Dry skin?']);
  });
});

describe('wrap', () => {
  const byLength = (line: string) => line.length;
  it('is greedy on words and breaks only words longer than a line', () => {
    expect(wrap('aa bb cc dd', 5, byLength)).toEqual(['aa bb', 'cc dd']);
    expect(wrap('a bcdefghijk l', 4, byLength)).toEqual(['a', 'bcde', 'fghi', 'jk l']);
    expect(wrap('single', 10, byLength)).toEqual(['single']);
  });
});
