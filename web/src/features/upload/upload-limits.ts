import {
  fileLimitMbOf,
  type LibraryClip,
  LimitMessages,
  limitsOf,
  MB,
  type Plan,
  planFromPaidFlag,
  PRO_OFFERS,
  proOffer,
  REQUIRED_SECTION_MESSAGES,
  SECTIONS,
  type UploadSection,
} from '@reelmix/contracts/browser';
import type { ToastOptions } from '@reelmix/ui';
import type { FileRejection } from 'react-dropzone';
import { lineProblem, savedTexts, type TextLine } from '../combination-plan/text-lines';
import { combinationCount, combinationsOf, libraryChoice, missingSections, totalFiles, type ChosenClip, type SectionFiles } from './upload-sections';

export interface UploadLimits {
  isPro: boolean;
  maxFilesPerSection: number;
  maxCombinations: number;
  /** Lines of text a job may draw on its hooks. */
  maxTexts: number;
  maxFileMb: Record<UploadSection, number>;
}

/**
 * docs/product-rules.md#plans-and-limits, read from the plan policy the uploads service enforces:
 * the widget refuses a file before it is sent instead of after.
 */
export function uploadLimitsFor(isPro: boolean): UploadLimits {
  const plan = planFromPaidFlag(isPro);
  const { maxFilesPerSection, maxCombinations, maxTexts } = limitsOf(plan);
  const maxFileMb = Object.fromEntries(SECTIONS.map((section) => [section, fileLimitMbOf(plan, section)])) as Record<UploadSection, number>;
  return { isPro, maxFilesPerSection, maxCombinations, maxTexts, maxFileMb };
}

const planOfLimits = (limits: UploadLimits): Plan => planFromPaidFlag(limits.isPro);

function fileSizeNotice(section: UploadSection, files: File[], limits: UploadLimits): ToastOptions {
  const plan = planOfLimits(limits);
  const names = files.map((file) => file.name);
  return {
    title: 'File Size Limit Exceeded',
    description: `${LimitMessages.filesTooLarge(names, section, plan)}${proOffer(plan, PRO_OFFERS.sectionFileSize(section))}`,
    variant: 'destructive',
  };
}

function tooManyFilesNotice(section: UploadSection, limits: UploadLimits): ToastOptions {
  return { title: 'Too Many Files', description: LimitMessages.tooManyFiles(section, planOfLimits(limits)), variant: 'destructive' };
}

export function tooManyCombinationsNotice(combinations: number, limits: UploadLimits): ToastOptions {
  const upsell = proOffer(planOfLimits(limits), PRO_OFFERS.combinations);
  return {
    title: 'Too Many Combinations',
    description: `${LimitMessages.tooManyCombinations(combinations, limits.maxCombinations)}.${upsell}`,
    variant: 'destructive',
  };
}

export interface Admission {
  files: SectionFiles;
  /** What to tell the user about files that were left out; null when all were taken. */
  notice: ToastOptions | null;
}

/**
 * docs/product-rules.md#sections-and-clips for files dropped on one section: oversized files are left out, files past the
 * per-section count are cut, and a drop that would pass the combination limit adds nothing. When
 * several rules apply the most consequential one is reported, since only one toast shows at a time.
 */
/** Clips a job already holds per section, which new clips add to (none for a new upload). */
export type HeldClips = Record<UploadSection, number>;

export const NO_HELD_CLIPS: HeldClips = { intro: 0, body: 0, cta: 0 };

export function admitFiles(
  current: SectionFiles,
  section: UploadSection,
  incoming: File[],
  limits: UploadLimits,
  held: HeldClips = NO_HELD_CLIPS,
  texts = 0,
): Admission {
  const maxBytes = limits.maxFileMb[section] * MB;
  const oversized = incoming.filter((file) => file.size > maxBytes);
  const taken = incoming.filter((file) => file.size <= maxBytes);
  const notice = oversized.length > 0 ? fileSizeNotice(section, oversized, limits) : null;

  return admitCounted({ current, section, incoming: taken, limits, held, texts, earlierNotice: notice });
}

/**
 * Library clips chosen for one section: they were uploaded once already, so only the per-section
 * count and the combination limit apply, exactly as they do to files.
 */
export function admitLibraryClips(
  current: SectionFiles,
  section: UploadSection,
  clips: readonly LibraryClip[],
  limits: UploadLimits,
  held: HeldClips = NO_HELD_CLIPS,
  texts = 0,
): Admission {
  return admitCounted({ current, section, incoming: clips.map(libraryChoice), limits, held, texts, earlierNotice: null });
}

interface CountedAdmission {
  current: SectionFiles;
  section: UploadSection;
  incoming: ChosenClip[];
  limits: UploadLimits;
  held: HeldClips;
  /** Lines of text written for the job: each is a part of the test, so it multiplies the combinations. */
  texts: number;
  earlierNotice: ToastOptions | null;
}

/** The combinations of the clips held and chosen together, with the texts: a job renders every one of them. */
function heldCombinations(files: SectionFiles, held: HeldClips, texts: number): number {
  return combinationsOf({ intro: held.intro + files.intro.length, body: held.body + files.body.length, cta: held.cta + files.cta.length }, texts);
}

/** The rules every chosen clip counts towards, whether it is a file or a library clip. */
function admitCounted({ current, section, incoming, limits, held, texts, earlierNotice }: CountedAdmission): Admission {
  let taken = incoming;
  let notice = earlierNotice;
  const room = Math.max(0, limits.maxFilesPerSection - held[section] - current[section].length);
  if (taken.length > room) {
    taken = taken.slice(0, room);
    notice = tooManyFilesNotice(section, limits);
  }
  if (taken.length === 0) return { files: current, notice };

  const next = { ...current, [section]: [...current[section], ...taken] };
  const combinations = heldCombinations(next, held, texts);
  if (combinations > limits.maxCombinations) return { files: current, notice: tooManyCombinationsNotice(combinations, limits) };
  return { files: next, notice };
}

const REJECTION_REASONS: Record<string, string> = {
  'file-invalid-type': 'is not a supported video type (mp4, mov, avi, mkv, webm)',
  'file-too-large': 'is too large',
  'file-too-small': 'is empty',
  'too-many-files': 'is one file too many',
};

/** Files the drop area itself refused (wrong type, empty, ...), one line per file. */
export function rejectionNotice(rejections: readonly FileRejection[]): ToastOptions | null {
  if (rejections.length === 0) return null;
  const lines = rejections.map(({ file, errors }) => {
    const code = errors[0]?.code ?? '';
    return `"${file.name}" ${REJECTION_REASONS[code] ?? `was refused: ${errors[0]?.message ?? 'unknown reason'}`}`;
  });
  return { title: 'File Not Accepted', description: lines.join('. '), variant: 'destructive' };
}

/** The first line that cannot be drawn, named by its number, or the set's own reason (two lines alike). */
function textsProblem(lines: readonly TextLine[]): string | null {
  const index = lines.findIndex((line) => lineProblem(line) !== null);
  if (index >= 0) return `Text ${index + 1}: ${lineProblem(lines[index]!)}`;
  return savedTexts(lines).problem;
}

/**
 * The checks before starting (docs/product-rules.md#sections-and-clips), plus the service's rule that every section needs a
 * video, and that every line of text written with the upload can be drawn: it is saved into the job's plan once the job exists.
 */
export function startProblem(files: SectionFiles, limits: UploadLimits, lines: readonly TextLine[] = []): ToastOptions | null {
  const total = totalFiles(files);
  if (total === 0) {
    return { title: 'No Videos Selected', description: 'Please add at least one video to upload.', variant: 'destructive' };
  }
  const usedSections = SECTIONS.filter((section) => files[section].length > 0).length;
  if (usedSections < 2 && total < 2) {
    return {
      title: 'Insufficient Videos',
      description: 'Add videos to at least two sections, or more than one video to a section, to create variations.',
      variant: 'destructive',
    };
  }
  // Sending without one would only be refused once every byte had been uploaded.
  const [missing] = missingSections(files);
  if (missing) return { title: 'Insufficient Videos', description: REQUIRED_SECTION_MESSAGES[missing], variant: 'destructive' };
  const textProblem = textsProblem(lines);
  if (textProblem) return { title: 'Check the Texts', description: textProblem, variant: 'destructive' };
  const combinations = combinationCount(files, lines.length);
  if (combinations > limits.maxCombinations) return tooManyCombinationsNotice(combinations, limits);
  return null;
}
