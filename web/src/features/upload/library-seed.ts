import {
  type LibraryClip,
  PLACEMENT_NAMES,
  type PlacementName,
  SECTIONS,
  type TextStyle,
  textStyleProblem,
  type TextVariant,
  type UploadSection,
} from '@reelmix/contracts/browser';

/** One clip the customer chose on the library page, and the section it goes into. */
export interface LibrarySeed {
  section: UploadSection;
  clip: LibraryClip;
}

/** Lines for the upload's Text section, in order, and the one style they are drawn in. */
export interface SeedTexts {
  texts: TextVariant[];
  textStyle: TextStyle;
}

/**
 * The router state the upload page is opened with: the library page's "Use in a new job", or the
 * read-back page's new job with the winners (which also brings the placements to render in, and
 * the texts to draw on the hooks with their style).
 */
export interface UploadPageState {
  libraryClips: LibrarySeed[];
  /** Placements to choose instead of the default ones. */
  placements?: PlacementName[];
  /** Texts to write in the Text section; absent where none came along (and in state made before texts). */
  texts?: TextVariant[];
  /** The style of those texts, chosen instead of the default one. */
  textStyle?: TextStyle;
}

export function uploadPageState(libraryClips: LibrarySeed[], placements?: readonly PlacementName[], texts?: SeedTexts | null): UploadPageState {
  const state: UploadPageState = { libraryClips };
  if (placements && placements.length > 0) state.placements = [...placements];
  if (texts && texts.texts.length > 0) {
    state.texts = texts.texts.map((variant) => ({ ...variant }));
    state.textStyle = { ...texts.textStyle };
  }
  return state;
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

function isTextVariant(value: unknown): value is TextVariant {
  const variant = value as Partial<TextVariant> | null;
  return typeof variant?.text === 'string' && (variant.label === undefined || variant.label === null || typeof variant.label === 'string');
}

/**
 * The texts in a location's state, in order, with their style. No state, or an older shape, reads
 * as no texts; a style the form would refuse reads as none, so the page keeps its own.
 */
export function readSeedTexts(state: unknown): { texts: TextVariant[]; textStyle: TextStyle | null } {
  const seeded = state as Partial<UploadPageState> | null;
  const texts = Array.isArray(seeded?.texts) ? seeded.texts.filter(isTextVariant) : [];
  const style = seeded?.textStyle;
  const textStyle = typeof style === 'object' && style !== null && textStyleProblem(style) === null ? style : null;
  return { texts, textStyle };
}
