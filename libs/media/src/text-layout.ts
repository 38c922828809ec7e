import {
  normaliseTextVariant,
  PLACEMENTS,
  TEXT_AREAS,
  TEXT_MESSAGES,
  TEXT_SIZE_OF_WIDTH,
  textStyleProblem,
  textVariantProblem,
  type FrameArea,
  type PlacementName,
  type TextStyle,
} from '@reelmix/contracts/browser';
import * as fontkit from 'fontkit';
import { fontFile } from './fonts';
import { TextRejectedError } from './media.errors';

/*
 * Where a text variant's lines go in a placement's frame, in pixels: the size, the wrapped lines,
 * where each sits and the block (lines plus padding) that must stay inside the placement's text
 * area. Measured with the font itself, so what is checked here is what drawtext draws.
 */

/** Bump when a change here moves any pixel: kept segments are named with it (text-key.ts). */
export const TEXT_LAYOUT_VERSION = 1;
/** Space between the lines and the edge of their box, as a share of the font size. */
const PADDING_OF_SIZE = 0.35;
/** A text too tall for the area is tried smaller, down to 60% of the chosen size, then refused. */
const SHRINK_STEPS = [1, 0.9, 0.8, 0.7, 0.6] as const;
/**
 * drawtext places each glyph on whole pixels after FreeType's hinting, which can widen a glyph's
 * advance by up to half a pixel; lines are measured with that much per character to spare.
 */
const HINTING_SLACK_PX = 0.5;

export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextLine {
  text: string;
  /** Left edge as measured, in frame pixels (drawtext centres on `centreX` itself). */
  x: number;
  width: number;
  /** The baseline's row in frame pixels: every line sits on its own, whatever its letters. */
  baselineY: number;
}

export interface TextLayout {
  fontFile: string;
  fontSize: number;
  /** The column every line is centred on. */
  centreX: number;
  lines: TextLine[];
  /** The lines and their padding: the backdrop box, inside the placement's text area. */
  box: PixelBox;
}

/** The layout of `text` in `style` for `placement`; text or style that cannot be drawn there is refused (TextRejectedError). */
export function layoutText(text: string, style: TextStyle, placement: PlacementName): TextLayout {
  const drawn = normaliseTextVariant(text);
  const problem = textVariantProblem(drawn) ?? textStyleProblem(style);
  if (problem) throw new TextRejectedError(problem);
  return layoutInArea(drawn, style, { frame: PLACEMENTS[placement], area: TEXT_AREAS[placement], name: placement });
}

export interface LayoutTarget {
  frame: { width: number; height: number };
  area: FrameArea;
  /** The placement, as the refusal names it. */
  name: string;
}

/** layoutText for any frame and area (tests use a small one to reach the refusal). */
export function layoutInArea(text: string, style: TextStyle, target: LayoutTarget): TextLayout {
  const file = fontFile(style.font, style.weight);
  const font = loadFont(file);
  const missing = [...text].find((character) => !font.hasGlyphForCodePoint(character.codePointAt(0)!));
  if (missing !== undefined) throw new TextRejectedError(TEXT_MESSAGES.missingGlyph(style.font, missing));

  const area = pixelArea(target);
  const chosen = Math.round(TEXT_SIZE_OF_WIDTH[style.size] * target.frame.width);
  for (const step of SHRINK_STEPS) {
    const layout = tryLayout(text, font, file, Math.round(chosen * step), style, area);
    if (layout) return layout;
  }
  throw new TextRejectedError(TEXT_MESSAGES.doesNotFit(target.name));
}

function tryLayout(text: string, font: fontkit.Font, file: string, fontSize: number, style: TextStyle, area: PixelBox): TextLayout | null {
  const padding = Math.round(PADDING_OF_SIZE * fontSize);
  const maxLineWidth = area.width - 2 * padding;
  const measure = (line: string) => lineWidth(font, line, fontSize);
  const lines = wrap(text, maxLineWidth, measure).map((line) => ({ text: line, width: measure(line) }));
  if (lines.some((line) => line.width > maxLineWidth)) return null;

  const scale = fontSize / font.unitsPerEm;
  const ascent = Math.ceil(font.ascent * scale);
  const descent = Math.ceil(-font.descent * scale);
  const lineStep = Math.round((font.ascent - font.descent + font.lineGap) * scale);
  const width = Math.ceil(Math.max(...lines.map((line) => line.width))) + 2 * padding;
  const height = 2 * padding + ascent + descent + (lines.length - 1) * lineStep;
  if (height > area.height) return null;

  const spare = area.height - height;
  const top = area.y + (style.position === 'top' ? 0 : style.position === 'bottom' ? spare : Math.floor(spare / 2));
  const box = { x: area.x + Math.floor((area.width - width) / 2), y: top, width, height };
  const centreX = box.x + width / 2;
  return {
    fontFile: file,
    fontSize,
    centreX,
    box,
    lines: lines.map((line, i) => ({ ...line, x: Math.round(centreX - line.width / 2), baselineY: top + padding + ascent + i * lineStep })),
  };
}

/** Greedy: as many words on a line as fit; a word wider than a line on its own lines, broken between characters. */
export function wrap(text: string, maxWidth: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (measure(word) > maxWidth) {
      if (current !== '') lines.push(current);
      const pieces = breakWord(word, maxWidth, measure);
      lines.push(...pieces.slice(0, -1));
      current = pieces.at(-1)!;
      continue;
    }
    const joined = current === '' ? word : `${current} ${word}`;
    if (current === '' || measure(joined) <= maxWidth) {
      current = joined;
    } else {
      lines.push(current);
      current = word;
    }
  }
  lines.push(current);
  return lines;
}

/** Between user-perceived characters, so an accent stays on its letter. */
function breakWord(word: string, maxWidth: number, measure: (line: string) => number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word)) {
    if (current !== '' && measure(current + segment) > maxWidth) {
      pieces.push(current);
      current = segment;
    } else {
      current += segment;
    }
  }
  pieces.push(current);
  return pieces;
}

/**
 * The wider of the font's shaped width (with its kerning) and the plain sum of each character's
 * advance: drawtext in ffmpeg 5.1 does no shaping and applies only the old `kern` table, so it
 * draws close to the plain sum, which is usually the wider.
 */
function lineWidth(font: fontkit.Font, line: string, fontSize: number): number {
  const shaped = font.layout(line).positions.reduce((sum, position) => sum + position.xAdvance, 0);
  const characters = [...line];
  const plain = characters.reduce((sum, character) => sum + font.glyphForCodePoint(character.codePointAt(0)!).advanceWidth, 0);
  return (Math.max(shaped, plain) * fontSize) / font.unitsPerEm + HINTING_SLACK_PX * characters.length;
}

/** The area in whole pixels, rounded inwards. */
function pixelArea({ frame, area }: LayoutTarget): PixelBox {
  const x = Math.ceil(area.left * frame.width);
  const y = Math.ceil(area.top * frame.height);
  return { x, y, width: Math.floor((area.left + area.width) * frame.width) - x, height: Math.floor((area.top + area.height) * frame.height) - y };
}

const fonts = new Map<string, fontkit.Font>();

/** Each font file is read and parsed once per process. */
function loadFont(file: string): fontkit.Font {
  let font = fonts.get(file);
  if (!font) {
    const opened = fontkit.openSync(file);
    if (!('layout' in opened)) throw new Error(`${file} is a font collection, not one font`);
    font = opened;
    fonts.set(file, font);
  }
  return font;
}
