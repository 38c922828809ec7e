import { type LibraryClip, PLACEMENT_NAMES, type PlacementName, SECTIONS, type UploadSection } from '@reelmix/contracts/browser';

/** One clip the customer chose on the library page, and the section it goes into. */
export interface LibrarySeed {
  section: UploadSection;
  clip: LibraryClip;
}

/**
 * The router state the upload page is opened with: the library page's "Use in a new job", or the
 * read-back page's new job with the winners (which also brings the placements to render in).
 */
export interface UploadPageState {
  libraryClips: LibrarySeed[];
  /** Placements to choose instead of the default ones. */
  placements?: PlacementName[];
}

export function uploadPageState(libraryClips: LibrarySeed[], placements?: readonly PlacementName[]): UploadPageState {
  return placements && placements.length > 0 ? { libraryClips, placements: [...placements] } : { libraryClips };
}

/** The seeds in a location's state; anything else (no state, an older shape) reads as none. */
export function readLibrarySeeds(state: unknown): LibrarySeed[] {
  const seeds = (state as Partial<UploadPageState> | null)?.libraryClips;
  if (!Array.isArray(seeds)) return [];
  return seeds.filter((seed: LibrarySeed) => SECTIONS.includes(seed?.section) && typeof seed.clip?.id === 'string');
}

/**
 * The placements in a location's state, in the picker's order; anything unknown is left out, and
 * no state (or an older shape) reads as none, so the default placements stay.
 */
export function readSeedPlacements(state: unknown): PlacementName[] {
  const placements = (state as Partial<UploadPageState> | null)?.placements;
  if (!Array.isArray(placements)) return [];
  return PLACEMENT_NAMES.filter((placement) => placements.includes(placement));
}
