import type { UploadSection } from '../creative/sections';

export type ClipOrientation = 'landscape' | 'portrait' | 'square';

/**
 * A clip's orientation as shown (rotation applied): square within 2%, so a 1080x1078 export of a
 * square design is not called landscape.
 */
export function orientationOf(width: number, height: number): ClipOrientation {
  const ratio = width / height;
  if (Math.abs(ratio - 1) <= 0.02) return 'square';
  return ratio > 1 ? 'landscape' : 'portrait';
}

/** One clip of the customer's library (`GET /api/clips`). */
export interface LibraryClip {
  id: string;
  /** The section it was first uploaded into; it can be used in any section of a later job. */
  section: UploadSection;
  originalName: string;
  /** The customer's short label (`PATCH /api/clips/{id}`); null: the file name names the clip. */
  label: string | null;
  durationSec: number;
  /** The picture as shown; null for clips stored before it was recorded. */
  width: number | null;
  height: number | null;
  orientation: ClipOrientation | null;
  sizeBytes: number;
  createdAt: string;
  /** `GET /api/clips/{id}/poster`; null when no poster frame could be taken. */
  posterUrl: string | null;
  /** How many of the customer's jobs use it (what deleting it would change). */
  jobCount: number;
}

/** `PATCH /api/clips/{id}`: a label (creative/clip-label) to set, or null or blank to clear it. */
export interface ClipLabelChange {
  label: string | null;
}

/** `GET /api/clips`: Pro keeps every clip; a free library lists the clips of the latest job. */
export interface ClipLibraryView {
  clips: LibraryClip[];
}

/** `DELETE /api/clips/{id}`: the clip, its poster and every output rendered from it are gone. */
export interface DeletedClipAnswer {
  deleted: true;
  removedOutputs: number;
  /** Jobs that lost a clip (and so their outputs made from it). */
  changedJobs: number;
}

