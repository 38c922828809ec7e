import type { PlacementName } from './placements';

/** A part of the frame the app's own interface covers, as fractions of the frame (0,0 top-left). */
export interface SafeZone {
  /** Short, shown on the shaded area. */
  label: string;
  top: number;
  left: number;
  width: number;
  height: number;
}

/*
 * Where Reels, Stories and TikTok draw their interface over a full-screen ad. Meta's placement
 * guidance for 9:16 Reels and Stories ads asks to keep about 14% at the top (status bar, account
 * name) and 35% at the bottom (caption, call-to-action button) free of text and key elements;
 * TikTok's safe-zone template also reserves the right-hand column of like, comment and share
 * buttons, about 12% of the width, from roughly 40% of the height down to the caption. Values are
 * rounded on the cautious side, since each app and phone differs a little.
 *
 * Feed placements (4:5, 1:1) show the account name above the media and the buttons and caption
 * below it, and 16:9 plays in feeds or full screen without overlays: nothing covers those frames.
 */
const VERTICAL_FULL_SCREEN: readonly SafeZone[] = [
  { label: 'Account name', top: 0, left: 0, width: 1, height: 0.14 },
  { label: 'Caption and button', top: 0.65, left: 0, width: 1, height: 0.35 },
  // Like, comment and share. Runs on down to about 75%, but below 65% it lies inside the caption area already.
  { label: 'Buttons', top: 0.4, left: 0.88, width: 0.12, height: 0.25 },
];

export const SAFE_ZONES: Record<PlacementName, readonly SafeZone[]> = {
  '9:16': VERTICAL_FULL_SCREEN,
  '4:5': [],
  '1:1': [],
  '16:9': [],
};

/** Shown in place of the zones where there are none, so "no shading" does not read as "not loaded". */
export const NO_SAFE_ZONES_NOTES: Record<PlacementName, string | null> = {
  '9:16': null,
  '4:5': 'Nothing covers this placement in feeds',
  '1:1': 'Nothing covers this placement in feeds',
  '16:9': 'Nothing covers this placement',
};

/** A rectangle of the frame, as fractions of its width and height (0,0 top-left). */
export interface FrameArea {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Kept clear on every side of the frame, even where no interface covers it: players and feeds crop a little. */
const FRAME_MARGIN = 0.06;

/*
 * Where a placement's text variants may be drawn: inside the frame's margins and clear of every
 * safe zone. In 9:16 that is the band between the account name and the caption, left of the
 * button column (which only reaches up to 40%, but one rectangle keeps every line the same width
 * wherever the text sits). Top, centre and bottom text sit at the top, middle and bottom of it.
 */
export const TEXT_AREAS: Readonly<Record<PlacementName, Readonly<FrameArea>>> = Object.freeze({
  '9:16': Object.freeze({ top: 0.14 + 0.02, left: FRAME_MARGIN, width: 0.88 - 0.02 - FRAME_MARGIN, height: 0.65 - 0.02 - (0.14 + 0.02) }),
  '4:5': Object.freeze(inset(FRAME_MARGIN)),
  '1:1': Object.freeze(inset(FRAME_MARGIN)),
  '16:9': Object.freeze(inset(FRAME_MARGIN)),
});

function inset(margin: number): FrameArea {
  return { top: margin, left: margin, width: 1 - 2 * margin, height: 1 - 2 * margin };
}

/** Whether two areas of the frame overlap (touching edges do not). */
export function areasOverlap(a: FrameArea, b: FrameArea): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}
