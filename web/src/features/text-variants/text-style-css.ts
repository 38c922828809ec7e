import type { TextStyle } from '@reelmix/contracts/browser';
import type { CSSProperties } from 'react';
import { CSS_WEIGHTS, sampleFamily } from './text-fonts';

/** The outline's width as a share of the letter size, scaled with the letters as the renderer scales its border. */
const OUTLINE_PER_EM = 0.08;

/**
 * A text style as CSS at a letter size (any CSS length: `22px`, or `6cqw` to follow a frame's
 * width): the letters and, for a box, its padding and fill; for an outline, a ring of shadows.
 */
export function textStyleCss(style: TextStyle, fontSize: string): CSSProperties {
  const letters: CSSProperties = {
    fontFamily: sampleFamily(style.font),
    fontWeight: CSS_WEIGHTS[style.weight],
    fontSize,
    lineHeight: 1.2,
    color: style.colour,
  };
  if (style.backdrop === 'box') {
    return {
      ...letters,
      backgroundColor: style.backdropColour,
      padding: `calc(${fontSize} * 0.2) calc(${fontSize} * 0.35)`,
      // Each wrapped line gets its own box, as the renderer draws one behind every line.
      boxDecorationBreak: 'clone',
      WebkitBoxDecorationBreak: 'clone',
    };
  }
  return { ...letters, textShadow: outlineShadow(style.backdropColour, `max(1px, calc(${fontSize} * ${OUTLINE_PER_EM}))`) };
}

/** Eight shadows round each letter: CSS's closest match to a stroke that works in every browser. */
function outlineShadow(colour: string, width: string): string {
  const offsets = [-1, 0, 1].flatMap((x) => [-1, 0, 1].map((y) => [x, y] as const)).filter(([x, y]) => x !== 0 || y !== 0);
  return offsets.map(([x, y]) => `calc(${width} * ${x}) calc(${width} * ${y}) 0 ${colour}`).join(', ');
}
