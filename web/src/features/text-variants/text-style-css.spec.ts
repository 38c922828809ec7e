import { DEFAULT_TEXT_STYLE } from '@reelmix/contracts/browser';
import { describe, expect, it } from 'vitest';
import { textStyleCss } from './text-style-css';

describe('a text style as CSS', () => {
  it('draws a box in the backdrop colour, padded in step with the letters', () => {
    const css = textStyleCss({ ...DEFAULT_TEXT_STYLE, font: 'anton', weight: 'regular' }, '6cqw');
    expect(css).toMatchObject({
      fontFamily: '"Reelmix Anton", sans-serif',
      fontWeight: 400,
      fontSize: '6cqw',
      color: DEFAULT_TEXT_STYLE.colour,
      backgroundColor: DEFAULT_TEXT_STYLE.backdropColour,
      padding: 'calc(6cqw * 0.2) calc(6cqw * 0.35)',
    });
    expect(css.textShadow).toBeUndefined();
  });

  it('draws an outline as a ring of shadows in the backdrop colour, with no box', () => {
    const css = textStyleCss({ ...DEFAULT_TEXT_STYLE, backdrop: 'outline', backdropColour: '#000000' }, '20px');
    expect(css.backgroundColor).toBeUndefined();
    // One shadow per direction round the letter, each ending in the outline's colour.
    expect(String(css.textShadow).match(/ 0 #000000/g)).toHaveLength(8);
    expect(css.textShadow).toContain('max(1px, calc(20px * 0.08))');
  });
});
