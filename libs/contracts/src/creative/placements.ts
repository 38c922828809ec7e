/*
 * The output frames the product renders. A placement is the ad slot's aspect ratio; its tag is the
 * file-name form (no colon, which some file systems and zip tools refuse), used in output names,
 * stored keys, zip folders and URLs.
 */

export const PLACEMENT_NAMES = ['9:16', '4:5', '1:1', '16:9'] as const;
export type PlacementName = (typeof PLACEMENT_NAMES)[number];

export interface PlacementSize {
  width: number;
  height: number;
  tag: string;
}

export const PLACEMENTS: Readonly<Record<PlacementName, Readonly<PlacementSize>>> = Object.freeze({
  '9:16': Object.freeze({ width: 1080, height: 1920, tag: '9x16' }),
  '4:5': Object.freeze({ width: 1080, height: 1350, tag: '4x5' }),
  '1:1': Object.freeze({ width: 1080, height: 1080, tag: '1x1' }),
  '16:9': Object.freeze({ width: 1920, height: 1080, tag: '16x9' }),
});

/** Where each placement runs, as the buyer knows it; the ratio alone says little. */
export const PLACEMENT_USES: Readonly<Record<PlacementName, string>> = Object.freeze({
  '9:16': 'Stories, Reels',
  '4:5': 'Feed',
  '1:1': 'Square',
  '16:9': 'Landscape',
});

/** Vertical and feed, when a job names none: the spec's progress formula counts two placements per combination. */
export const DEFAULT_PLACEMENTS: readonly PlacementName[] = Object.freeze(['9:16', '4:5']);

export function isPlacement(text: string): text is PlacementName {
  return Object.prototype.hasOwnProperty.call(PLACEMENTS, text);
}

/** `9:16` or the tag form `9x16`, spaces around ignored; null for anything else. */
export function placementFrom(text: string): PlacementName | null {
  const trimmed = text.trim();
  if (isPlacement(trimmed)) return trimmed;
  return PLACEMENT_NAMES.find((placement) => PLACEMENTS[placement].tag === trimmed) ?? null;
}

/** As placementFrom, but anything else throws with the accepted list. */
export function parsePlacement(text: string): PlacementName {
  const placement = placementFrom(text);
  if (placement === null) throw new Error(`Unknown placement "${text}"; use one of ${PLACEMENT_NAMES.join(', ')}`);
  return placement;
}

/** The placement's frame as width over height, for laying out its preview before the image arrives. */
export function placementAspect(placement: PlacementName): number {
  return PLACEMENTS[placement].width / PLACEMENTS[placement].height;
}
