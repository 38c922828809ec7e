import type { LibraryClip } from '@reelmix/contracts/browser';
import { UPLOAD_SECTIONS, type UploadSection } from './upload-sections';

/** One clip the customer chose on the library page, and the section it goes into. */
export interface LibrarySeed {
  section: UploadSection;
  clip: LibraryClip;
}

/** The router state the library page sends to the upload page with ("Use in a new job"). */
export interface UploadPageState {
  libraryClips: LibrarySeed[];
}

export function uploadPageState(libraryClips: LibrarySeed[]): UploadPageState {
  return { libraryClips };
}

/** The seeds in a location's state; anything else (no state, an older shape) reads as none. */
export function readLibrarySeeds(state: unknown): LibrarySeed[] {
  const seeds = (state as Partial<UploadPageState> | null)?.libraryClips;
  if (!Array.isArray(seeds)) return [];
  return seeds.filter((seed: LibrarySeed) => UPLOAD_SECTIONS.includes(seed?.section) && typeof seed.clip?.id === 'string');
}
