import type { FramingChoice, FramingMode } from '../creative/framing-modes';
import type { PlacementName } from '../creative/placements';
import type { UploadSection } from '../creative/sections';

/*
 * The framing review between upload and rendering: every clip in every placement of a job, with
 * the framing it will be rendered with, and the buyer's changes to it (customer API, docs/api.md).
 */

/** 0..1 of the clip's picture: 0,0 its top-left corner. Where `fill` keeps its window. */
export interface FocusPointView {
  x: number;
  y: number;
}

/** One clip in one placement. */
export interface ClipPlacementFraming {
  placement: PlacementName;
  /** The buyer's choice for this clip here, or the job's when none was made. */
  choice: FramingChoice;
  /** What the choice resolves to for this clip's shape (`auto` decided); null for `auto` on a clip of unknown shape. */
  mode: FramingMode | null;
  focus: FocusPointView;
  /** Set for this clip and placement, rather than taken from the job. */
  overridden: boolean;
}

export interface ClipFramingView {
  /** `<section>-<position>`, position 1-based in upload order: `intro-1`. */
  id: string;
  section: UploadSection;
  position: number;
  name: string;
  durationSec: number;
  /** The picture as shown (rotation and pixel aspect applied); null for clips stored before it was recorded. */
  width: number | null;
  height: number | null;
  /** A poster frame exists, so previews can be made. */
  previewable: boolean;
  placements: ClipPlacementFraming[];
}

/** `GET /api/jobs/{id}/framing`. */
export interface JobFramingView {
  jobId: string;
  /** The job's choice, used by every clip and placement not set on its own. */
  framing: FramingChoice;
  placements: PlacementName[];
  /** Framing can change until processing starts. */
  editable: boolean;
  clips: ClipFramingView[];
}

/** `PUT /api/jobs/{id}/clips/{clipId}/framing`: answered with the clip's ClipFramingView. */
export interface ClipFramingChange {
  placement: PlacementName;
  /** A choice equal to the job's with the centre focus clears the clip's own setting. */
  framing: FramingChoice;
  /** Default the centre. */
  focus?: FocusPointView;
}

/**
 * Width in pixels of `GET /api/jobs/{id}/clips/{clipId}/preview?placement=9x16[&framing=fill]
 * [&focus=0.30,0.50]` (image/jpeg; framing and focus default to the clip's own). Its height
 * follows the placement's shape. Twice a tile's size in the app, for sharp high-density screens.
 */
export const PREVIEW_WIDTH = 540;
