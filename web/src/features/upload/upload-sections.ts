import { type LibraryClip, SECTION_NOUNS, SECTIONS, textFactor, type UploadSection } from '@reelmix/contracts/browser';

/** A clip already in the customer's library, used again without uploading it. */
export interface LibraryChoice {
  kind: 'library';
  clip: LibraryClip;
}

/** What a section holds: files to upload and library clips, in the order they are sent. */
export type ChosenClip = File | LibraryChoice;

export type SectionFiles = Record<UploadSection, ChosenClip[]>;

export function isLibraryChoice(item: ChosenClip): item is LibraryChoice {
  return !(item instanceof Blob) && item.kind === 'library';
}

export function libraryChoice(clip: LibraryClip): LibraryChoice {
  return { kind: 'library', clip };
}

/** The name shown for a chosen clip: the file's, or the library clip's original name. */
export function chosenClipName(item: ChosenClip): string {
  return isLibraryChoice(item) ? item.clip.originalName : item.name;
}

export const NO_FILES: SectionFiles = { intro: [], body: [], cta: [] };

/**
 * docs/product-rules.md#combinations-and-placements: the product of the clip counts of the sections that have any, times the
 * texts (0 when no section has a clip). The plan's combination limit is checked against this count.
 */
export function combinationsOf(clips: Readonly<Record<UploadSection, number>>, texts = 0): number {
  const used = SECTIONS.map((section) => clips[section]).filter((count) => count > 0);
  return used.length === 0 ? 0 : used.reduce((product, count) => product * count, textFactor(texts));
}

/** combinationsOf the chosen clips. */
export function combinationCount(files: SectionFiles, texts = 0): number {
  return combinationsOf({ intro: files.intro.length, body: files.body.length, cta: files.cta.length }, texts);
}

/** Sections without a file, in play order: the server refuses a job until each has one (contracts REQUIRED_SECTION_MESSAGES). */
export function missingSections(files: SectionFiles): UploadSection[] {
  return SECTIONS.filter((section) => files[section].length === 0);
}

/** The combinations a job of these files and texts would make: none until every section has a file, as the server requires. */
export function acceptedCombinations(files: SectionFiles, texts = 0): number {
  return missingSections(files).length > 0 ? 0 : combinationCount(files, texts);
}

/** "Add at least one CTA clip", "Add at least one intro and one CTA clip", ... */
export function missingSectionsHint(missing: readonly UploadSection[]): string | null {
  if (missing.length === 0) return null;
  const parts = missing.map((section) => `one ${SECTION_NOUNS[section]}`);
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `Add at least ${listed} clip`;
}

export function totalFiles(files: SectionFiles): number {
  return SECTIONS.reduce((sum, section) => sum + files[section].length, 0);
}
