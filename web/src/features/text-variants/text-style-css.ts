import type { TextStyle } from '@reelmix/contracts/browser';
import type { CSSProperties } from 'react';
import { CSS_WEIGHTS, sampleFamily } from './text-fonts';

/** An outline this many px wide at a 1rem letter, scaled with the letters as the renderer scales its border. */
const OUTLINE_PER_EM = 0.08;

/** A text style as CSS, at a font size in px: the letters and, for a box, its padding and fill; for an outline, a ring of shadows. */
export function textStyleCss(style: TextStyle, fontSizePx: number): CSSProperties {
  const letters: CSSProperties = {
    fontFamily: sampleFamily(style.font),
    fontWeight: CSS_WEIGHTS[style.weight],
    fontSize: `${fontSizePx}px`,
    lineHeight: 1.2,
    color: style.colour,
  };
  if (style.backdrop === 'box') {
    return { ...letters, backgroundColor: style.backdropColour, padding: `${fontSizePx * 0.2}px ${fontSizePx * 0.35}px`, boxDecorationBreak: 'clone', WebkitBoxDecorationBreak: 'clone' };
  }
  return { ...letters, textShadow: outlineShadow(style.backdropColour, Math.max(1, fontSizePx * OUTLINE_PER_EM)) };
}

/** Eight shadows round each letter: CSS's closest match to a stroke that works in every browser. */
function outlineShadow(colour: string, width: number): string {
  const offsets = [-1, 0, 1].flatMap((x) => [-1, 0, 1].map((y) => [x, y] as const)).filter(([x, y]) => x !== 0 || y !== 0);
  return offsets.map(([x, y]) => `${(x * width).toFixed(1)}px ${(y * width).toFixed(1)}px 0 ${colour}`).join(', ');
}

