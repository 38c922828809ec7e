import type { PlacementName, TextStyle } from '@reelmix/contracts/browser';
import { ffmpegColour } from './framing-filters';
import { layoutText, type TextLayout } from './text-layout';

/*
 * A laid-out text variant as a filter chain (comma-joined, no labels) drawn on the placement's
 * full frame: an opaque box behind the block, or an outline round each letter, then one drawtext
 * per line. drawtext gets the text inline, escaped for both levels ffmpeg parses it at, so the
 * argument list stays pure and no file outside the task is read but the font.
 */

/** One text variant to draw, in its job's style. */
export interface TextOverlay {
  text: string;
  style: TextStyle;
}

/** Outline width as a share of the font size: thick enough to read on any picture, thin enough to keep the letters open. */
const OUTLINE_OF_SIZE = 0.08;

export function textOverlayFilters(overlay: TextOverlay, placement: PlacementName): string {
  return textFilters(layoutText(overlay.text, overlay.style, placement), overlay.style);
}

export function textFilters(layout: TextLayout, style: TextStyle): string {
  // From the hook's first frame; `t` is the segment's own time, which starts at 0 (the grid's start_time).
  const enable = style.durationSec === null ? [] : [`enable='lt(t,${style.durationSec})'`];
  const filters: string[] = [];
  if (style.backdrop === 'box') {
    const { x, y, width, height } = layout.box;
    filters.push(`drawbox=x=${x}:y=${y}:w=${width}:h=${height}:color=${ffmpegColour(style.backdropColour)}:t=fill${suffix(enable)}`);
  }
  const outline =
    style.backdrop === 'outline' ? [`borderw=${Math.max(1, Math.round(OUTLINE_OF_SIZE * layout.fontSize))}`, `bordercolor=${ffmpegColour(style.backdropColour)}`] : [];
  for (const line of layout.lines) {
    const options = [
      `fontfile=${filterValue(layout.fontFile)}`,
      `text=${filterValue(line.text)}`,
      'expansion=none', // no %{...} expansion: a customer's text is only ever text
      `fontsize=${layout.fontSize}`,
      `fontcolor=${ffmpegColour(style.colour)}`,
      // drawtext measures the line it draws: centred on the block's column exactly, whatever its hinting.
      `x=${layout.centreX}-text_w/2`,
      // `ascent` is the line's tallest glyph above its baseline, so this puts every baseline where the layout says.
      `y=${line.baselineY}-ascent`,
      ...outline,
      ...enable,
    ];
    filters.push(`drawtext=${options.join(':')}`);
  }
  return filters.join(',');
}

/**
 * Any string as one filter option value. ffmpeg unescapes it twice: the filtergraph parser reads
 * the filter's arguments up to `[ ] , ;` with `\` and `'` as escapes, then the filter splits them
 * at `:` with the same rules. Inner level: single-quoted, each `'` closing the quote, escaped, and
 * reopening it. Outer level: a backslash before each character the graph parser acts on.
 */
export function filterValue(value: string): string {
  const quoted = `'${value.replace(/'/g, "'\\''")}'`;
  return quoted.replace(/[\\'[\],;]/g, (character) => `\\${character}`);
}

function suffix(options: string[]): string {
  return options.map((option) => `:${option}`).join('');
}
