/*
 * The output frames the product renders. A placement is the ad slot's aspect ratio; its tag is the
 * file-name form (no colon, which some file systems and zip tools refuse).
 */

export type Placement = '9:16' | '4:5' | '1:1' | '16:9';

export interface PlacementSize {
  width: number;
  height: number;
  tag: string;
}

export const PLACEMENTS: Readonly<Record<Placement, Readonly<PlacementSize>>> = Object.freeze({
  '9:16': Object.freeze({ width: 1080, height: 1920, tag: '9x16' }),
  '4:5': Object.freeze({ width: 1080, height: 1350, tag: '4x5' }),
  '1:1': Object.freeze({ width: 1080, height: 1080, tag: '1x1' }),
  '16:9': Object.freeze({ width: 1920, height: 1080, tag: '16x9' }),
});

/** Vertical and feed: the spec's progress formula counts two placements per combination. */
export const DEFAULT_PLACEMENTS: Placement[] = ['9:16', '4:5'];

export function isPlacement(text: string): text is Placement {
  return Object.prototype.hasOwnProperty.call(PLACEMENTS, text);
}

/** Accepts `9:16` or the tag form `9x16`; anything else throws with the accepted list. */
export function parsePlacement(text: string): Placement {
  const trimmed = text.trim();
  if (isPlacement(trimmed)) return trimmed;
  const byTag = (Object.keys(PLACEMENTS) as Placement[]).find((p) => PLACEMENTS[p].tag === trimmed);
  if (byTag) return byTag;
  throw new Error(`Unknown placement "${text}"; use one of ${Object.keys(PLACEMENTS).join(', ')}`);
}
